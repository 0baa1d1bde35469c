import { boolean, object, string } from 'yup';
import { parseDecimal } from '../../../lib/decimal';
import { MESSAGES as M } from './messages';

/** What a purchase (or a follow order) is checked against. */
export interface BuyLimits {
  /** The minimum escrow amount of the product (or trader). */
  min: string;
  decimals: number;
  /** Available in the trust account. */
  available: string;
}

export interface BuyValues {
  amount: string;
  agree: boolean;
}

export const buyInitialValues = (): BuyValues => ({ amount: '', agree: false });

const PLAIN_DECIMAL = /^(0|[1-9]\d{0,19})(\.\d+)?$/;

export const buySchema = ({ min, decimals, available }: BuyLimits) =>
  object({
    amount: string()
      .trim()
      .required(M.amountRequired)
      .test('amount', M.amountInvalid, (value) =>
        Boolean(value && PLAIN_DECIMAL.test(value) && parseDecimal(value)?.gt(0)),
      )
      .test(
        'places',
        M.amountPlaces,
        (value) => !value || (value.split('.')[1]?.length ?? 0) <= decimals,
      )
      .test('minimum', M.belowMinimum, (value) => {
        const amount = parseDecimal(value);
        return !amount || amount.gte(min);
      })
      .test('balance', M.insufficient, (value) => {
        const amount = parseDecimal(value);
        const balance = parseDecimal(available);
        return !amount || !balance || amount.lte(balance);
      }),
    agree: boolean().oneOf([true], M.agreement).required(M.agreement),
  });

/** Typing aid: keep digits and one decimal point. */
export const AMOUNT_STRIP = /[^\d.]/g;
