export { AMOUNT_STRIP, buyInitialValues, buySchema, type BuyLimits, type BuyValues } from './buy';
export { MESSAGES } from './messages';
