import { createContext, useContext } from 'react';

/**
 * Amounts hidden in public (Assets' eye toggle): inside a provider with a label, every AmountText
 * shows "****" and screen readers hear the label ("hidden") instead of the figure.
 */
const AmountMaskContext = createContext<string | null>(null);

/** `value`: what a screen reader says for a hidden amount, or null to show amounts. */
export const AmountMask = AmountMaskContext.Provider;

/** The hidden-amount label in force here, or null when amounts show. */
export const useAmountMask = () => useContext(AmountMaskContext);

/** What stands for a hidden amount on screen. */
export const MASK = '****';
