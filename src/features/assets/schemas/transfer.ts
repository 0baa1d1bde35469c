import { mixed, object, string } from 'yup';
import type { AssetAccountType } from '../../../api/generated/model';
import { parseDecimal } from '../../../lib/decimal';

// The internal transfer form (pages/assets/transfersd/hzindex). Messages are i18n keys of the
// `assets` namespace; the spec's message for a shortfall is "Insufficient balance" (section 5).
export const TRANSFER_MESSAGES = {
  amountRequired: 'assets:validation.amountRequired',
  amountInvalid: 'assets:validation.amountInvalid',
  amountPositive: 'assets:validation.amountPositive',
  amountDecimals: 'assets:validation.amountDecimals',
  insufficient: 'assets:validation.insufficient', // "Insufficient balance"
  sameAccount: 'assets:validation.sameAccount',
  currencyRequired: 'assets:validation.currencyRequired',
} as const;

export interface TransferValues {
  from: AssetAccountType;
  to: AssetAccountType;
  currency_id: number | null;
  amount: string;
}

export interface TransferContext {
  /** What the `from` account holds of the currency (a decimal string), unknown while loading. */
  available?: string;
  /** The currency's decimal places. */
  decimals?: number;
}

const PLAIN = /^\d+(\.\d+)?$/;
const M = TRANSFER_MESSAGES;

export const transferInitialValues = (): TransferValues => ({
  from: 'spot',
  to: 'options',
  currency_id: null,
  amount: '',
});

export function transferSchema({ available, decimals }: TransferContext) {
  return object({
    from: mixed<AssetAccountType>().required(),
    to: mixed<AssetAccountType>()
      .required()
      .test('different', M.sameAccount, (to, ctx) => to !== (ctx.parent as TransferValues).from),
    currency_id: mixed<number>()
      .nullable()
      .test('chosen', M.currencyRequired, (id) => typeof id === 'number'),
    amount: string()
      .trim()
      .required(M.amountRequired)
      .matches(PLAIN, M.amountInvalid)
      .test(
        'positive',
        M.amountPositive,
        (v) => !v || !PLAIN.test(v) || (parseDecimal(v)?.gt(0) ?? false),
      )
      .test(
        'decimals',
        M.amountDecimals,
        (v) => decimals === undefined || !v || (parseDecimal(v)?.decimalPlaces() ?? 0) <= decimals,
      )
      .test('funds', M.insufficient, (v) => {
        const amount = parseDecimal(v);
        const held = parseDecimal(available);
        return !amount || !held || amount.lte(held);
      }),
  });
}
