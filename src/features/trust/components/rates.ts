import { formatAmount, parseDecimal } from '../../../lib/decimal';

/** A fraction as a percentage, truncated: "0.004" -> "0.40%". */
export function percent(rate: string, places = 2): string {
  const value = parseDecimal(rate);
  return value ? `${formatAmount(value.times(100).toFixed(), places)}%` : '--';
}

/** amount x rate x days, truncated to the coin's decimals ('' when the amount is not a number). */
export function expectedIncome(
  amount: string,
  rate: string,
  days: number,
  decimals: number,
): string {
  const a = parseDecimal(amount);
  const r = parseDecimal(rate);
  if (!a || !r || a.lte(0)) return '';
  return formatAmount(a.times(r).times(days).toFixed(), decimals);
}
