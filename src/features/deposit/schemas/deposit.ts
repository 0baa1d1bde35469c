import { object, string } from 'yup';
import { parseDecimal } from '../../../lib/decimal';
import { DEPOSIT_MESSAGES as M } from './messages';

// Chain deposits (pages/assets/deposit/index) and bank, WeChat and Alipay deposits
// (pages/assets/depositm/index): an amount of at least the minimum, and a picture.
export interface DepositValues {
  amount: string;
  image: string;
}

export interface DepositLimits {
  /** The coin's or channel's minimum deposit, a decimal string. */
  min: string;
  decimals: number;
  /** 'proof' for a recharge screenshot (chain), 'voucher' for a transfer voucher (bank, WeChat, Alipay). */
  picture: 'proof' | 'voucher';
}

export const depositInitialValues = (): DepositValues => ({ amount: '', image: '' });

const PLAIN_DECIMAL = /^(0|[1-9]\d{0,19})(\.\d+)?$/;

export const depositSchema = ({ min, decimals, picture }: DepositLimits) =>
  object({
    amount: string()
      .trim()
      .required(M.amountRequired)
      .test(
        'amount',
        M.amountInvalid,
        (v) => !v || (PLAIN_DECIMAL.test(v) && Boolean(parseDecimal(v)?.gt(0))),
      )
      .test('places', M.amountPlaces, (v) => !v || (v.split('.')[1]?.length ?? 0) <= decimals)
      .test('minimum', M.belowMinimum, (v) => {
        const amount = parseDecimal(v);
        const minimum = parseDecimal(min);
        return !amount || !minimum || amount.gte(minimum);
      }),
    image: string().required(picture === 'proof' ? M.proofRequired : M.voucherRequired),
  });

/** Typing aid: keep digits and one decimal point. */
export const AMOUNT_STRIP = /[^\d.]/g;
