import { string } from 'yup';
import { parseDecimal } from '../../../lib/decimal';
import { MESSAGES as M } from './messages';

/** What an amount is checked against: the coin's decimals and the available spot balance. */
export interface AmountLimits {
  decimals: number;
  available: string;
}

const PLAIN_DECIMAL = /^(0|[1-9]\d{0,19})(\.\d+)?$/;

/** A positive amount with at most the coin's decimals, not above the available balance. */
export function amountField({ decimals, available }: AmountLimits) {
  return string()
    .trim()
    .required(M.amountRequired)
    .test('amount', M.amountInvalid, (value) => {
      if (!value || !PLAIN_DECIMAL.test(value)) return false;
      return Boolean(parseDecimal(value)?.gt(0));
    })
    .test(
      'places',
      M.amountPlaces,
      (value) => !value || (value.split('.')[1]?.length ?? 0) <= decimals,
    )
    .test('balance', M.insufficient, (value) => {
      const amount = parseDecimal(value);
      const balance = parseDecimal(available);
      return !amount || !balance || amount.lte(balance);
    });
}

/** Typing aid: keep digits and one decimal point. */
export const AMOUNT_STRIP = /[^\d.]/g;
