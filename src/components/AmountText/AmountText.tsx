import { memo } from 'react';
import { decimalSign, formatAmount } from '../../lib/decimal';
import { MASK, useAmountMask } from './AmountMask';
import styles from './AmountText.module.css';

export interface AmountTextProps {
  /** A decimal string from the API (numbers are accepted but lose precision past 15 digits). */
  value: string | number | null | undefined;
  /** Decimal places to keep: the rest is cut off, never rounded. */
  decimals: number;
  /** Thousands separators in the integer part. */
  group?: boolean;
  /** A unit after the amount, e.g. "USDT". */
  unit?: string;
  /** Colour by sign: green when above zero, red when below (changes, P&L). */
  colorBySign?: boolean;
  /** Prefix positive values with "+" (with colorBySign for changes). */
  showPlus?: boolean;
  /** Shown for a missing or non-numeric value. */
  placeholder?: string;
  className?: string;
}

/**
 * An amount cut to its decimals (never rounded), or "****" inside an AmountMask. Memoized: its props are plain values, and the
 * live screens re-render lists of them every tick with mostly the same numbers.
 */
export const AmountText = memo(function AmountText({
  value,
  decimals,
  group = false,
  unit,
  colorBySign = false,
  showPlus = false,
  placeholder = '--',
  className,
}: AmountTextProps) {
  const maskLabel = useAmountMask();
  if (maskLabel !== null) {
    return (
      <span className={[styles.amount, className].filter(Boolean).join(' ')}>
        <span aria-hidden="true">{MASK}</span>
        <span className={styles.visuallyHidden}>{maskLabel}</span>
        {unit && <span className={styles.unit}>{unit}</span>}
      </span>
    );
  }
  const text = value === null || value === undefined ? '' : formatAmount(value, decimals, group);
  const sign = text ? decimalSign(text) : 0;
  const tone = colorBySign && sign > 0 ? styles.up : colorBySign && sign < 0 ? styles.down : '';
  return (
    <span className={[styles.amount, tone, className].filter(Boolean).join(' ')} data-sign={sign}>
      {text ? `${showPlus && sign > 0 ? '+' : ''}${text}` : placeholder}
      {unit && text && <span className={styles.unit}>{unit}</span>}
    </span>
  );
});

export default AmountText;
