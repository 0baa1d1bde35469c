import { object, string } from 'yup';
import { parseDecimal } from '../../../lib/decimal';

// Spec section 5, subscription: the amount is required (an insufficient balance is not a field
// error: the page offers a recharge instead). Messages are i18n keys of the `publication` namespace.
export const MESSAGES = {
  amountRequired: 'publication:validation.amountRequired',
  amountInvalid: 'publication:validation.amountInvalid',
  amountPlaces: 'publication:validation.amountPlaces',
} as const;

const PLAIN_DECIMAL = /^(0|[1-9]\d{0,19})(\.\d+)?$/;

export interface SubscribeValues {
  currency_id: number;
  amount: string;
}

export const subscribeSchema = (decimals: number) =>
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
      ),
  });

/** True when `amount` is more than `available` (both decimal strings). */
export function exceedsBalance(amount: string, available: string): boolean {
  const a = parseDecimal(amount.trim());
  const b = parseDecimal(available);
  return Boolean(a && b && a.gt(b));
}
