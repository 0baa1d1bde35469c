import { parseDecimal } from '../../../lib/decimal';

export interface FeeRule {
  fee_rate: string;
  fee_fixed: string;
  decimals: number;
}

/** The fee (rounded up) and the amount actually received (rounded down), as the server computes them. */
export function feeOf(rule: FeeRule, amountText: string): { fee: string; receive: string } | null {
  const amount = parseDecimal(amountText);
  const rate = parseDecimal(rule.fee_rate);
  const fixed = parseDecimal(rule.fee_fixed);
  if (!amount || !rate || !fixed || amount.lte(0)) return null;
  const fee = amount.times(rate).plus(fixed).toDecimalPlaces(rule.decimals, 2 /* ROUND_CEIL */);
  const receive = amount.minus(fee).toDecimalPlaces(rule.decimals, 3 /* ROUND_FLOOR */);
  return { fee: fee.toFixed(), receive: receive.gt(0) ? receive.toFixed() : '0' };
}
