import { number, object, string } from 'yup';
import { parseDecimal } from '../../../lib/decimal';

// The mining forms' rules; messages are i18n keys of the `mining` namespace (the spec's
// "Insufficient balance" and "quantity empty" wording).
export const MESSAGES = {
  quantityRequired: 'mining:validation.quantityRequired',
  quantityRange: 'mining:validation.quantityRange',
  amountRequired: 'mining:validation.amountRequired',
  amountInvalid: 'mining:validation.amountInvalid',
  amountPlaces: 'mining:validation.amountPlaces',
  amountMin: 'mining:validation.amountMin',
  amountMax: 'mining:validation.amountMax',
  insufficient: 'mining:validation.insufficient',
} as const;

const PLAIN_DECIMAL = /^(0|[1-9]\d{0,19})(\.\d+)?$/;
const cmp = (a: string | undefined, b: string) => {
  const x = parseDecimal(a?.trim());
  const y = parseDecimal(b);
  return x && y ? x.cmp(y) : 0;
};

/** Machines or seats: a whole number from 1 to 100 whose cost does not exceed the available USDT. */
export const quantitySchema = (unitPrice: string, available: string) =>
  object({
    quantity: number()
      .typeError(MESSAGES.quantityRequired)
      .required(MESSAGES.quantityRequired)
      .integer(MESSAGES.quantityRange)
      .min(1, MESSAGES.quantityRange)
      .max(100, MESSAGES.quantityRange)
      .test('balance', MESSAGES.insufficient, (q) => {
        const cost = parseDecimal(unitPrice)?.times(q ?? 0);
        const balance = parseDecimal(available);
        return !q || !cost || !balance || cost.lte(balance);
      }),
  });

export interface AmountRules {
  decimals: number;
  available: string;
  min?: string;
  max?: string;
}

/** Convert and pledge: a positive amount within the limits and the available balance. */
export const amountSchema = ({ decimals, available, min, max }: AmountRules) =>
  object({
    amount: string()
      .trim()
      .required(MESSAGES.amountRequired)
      .test(
        'amount',
        MESSAGES.amountInvalid,
        (v) => !v || (PLAIN_DECIMAL.test(v) && Boolean(parseDecimal(v)?.gt(0))),
      )
      .test(
        'places',
        MESSAGES.amountPlaces,
        (v) => !v || (v.split('.')[1]?.length ?? 0) <= decimals,
      )
      .test('min', MESSAGES.amountMin, (v) => !v || !min || cmp(v, min) >= 0)
      .test('max', MESSAGES.amountMax, (v) => !v || !max || cmp(v, max) <= 0)
      .test('balance', MESSAGES.insufficient, (v) => !v || cmp(v, available) <= 0),
  });
