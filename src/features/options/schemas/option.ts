import { object, string } from 'yup';
import { parseDecimal } from '../../../lib/decimal';
import { MESSAGES as M } from './messages';

export type OptionDirection = 'up' | 'down' | 'flat';

export interface OptionValues {
  direction: OptionDirection;
  /** The chosen delivery duration in seconds, '' until one is chosen. */
  seconds: string;
  quantity: string;
}

/** What the stake is checked against: the minimum of the chosen duration and currency, the balance and decimals. */
export interface OptionLimits {
  min: string;
  available: string;
  decimals: number;
}

const PLAIN_DECIMAL = /^(0|[1-9]\d{0,19})(\.\d+)?$/;

export const optionInitialValues = (): OptionValues => ({
  direction: 'up',
  seconds: '',
  quantity: '',
});

/** Spec section 5 (options): time first, quantity required and not below the minimum, balance must suffice. */
export const optionSchema = ({ min, available, decimals }: OptionLimits) =>
  object({
    direction: string().oneOf(['up', 'down', 'flat']).required(),
    seconds: string().required(M.timeFirst),
    quantity: string()
      .trim()
      .required(M.quantityEmpty)
      .test(
        'quantity',
        M.quantityInvalid,
        (v) =>
          !v ||
          (PLAIN_DECIMAL.test(v) &&
            (v.split('.')[1]?.length ?? 0) <= decimals &&
            Boolean(parseDecimal(v)?.gt(0))),
      )
      .test('min', M.quantityMin, (v) => {
        const amount = parseDecimal(v);
        return !amount || !PLAIN_DECIMAL.test(v ?? '') || amount.gte(min);
      })
      .test('balance', M.insufficient, (v) => {
        const amount = parseDecimal(v);
        const balance = parseDecimal(available);
        return !amount || !balance || !PLAIN_DECIMAL.test(v ?? '') || amount.lte(balance);
      }),
  });

/** Typing aid: keep digits and one decimal point. */
export const AMOUNT_STRIP = /[^\d.]/g;
