import { number, object, string } from 'yup';
import type { StepUpValues } from '../../../components/form';
import { stepUpFields } from '../../../components/form/secondFactorSchema';
import { parseDecimal } from '../../../lib/decimal';
import { MESSAGES as M } from './messages';

export interface WithdrawValues extends StepUpValues {
  address_id: number | null;
  amount: string;
  remark: string;
  fund_password: string;
}

export const withdrawInitialValues = (addressId: number | null = null): WithdrawValues => ({
  address_id: addressId,
  amount: '',
  remark: '',
  fund_password: '',
  step_up: 'none',
  totp_code: '',
});

/** What an amount is checked against: the coin's decimals, its minimum and the available balance. */
export interface WithdrawLimits {
  decimals: number;
  minimum: string;
  available: string;
  /** Chain withdrawals need an address; a bank withdrawal goes to the bound card. */
  needsAddress: boolean;
}

const PLAIN_DECIMAL = /^(0|[1-9]\d{0,19})(\.\d+)?$/;
const gte = (value: string | undefined, bound: string) => {
  const a = parseDecimal(value);
  const b = parseDecimal(bound);
  return !a || !b || a.gte(b);
};

/** A positive amount with at most the coin's decimals, at least the minimum, within the balance. */
export function withdrawAmountField({
  decimals,
  minimum,
  available,
}: Omit<WithdrawLimits, 'needsAddress'>) {
  return string()
    .trim()
    .required(M.amountRequired)
    .test('amount', M.amountInvalid, (v) =>
      Boolean(v && PLAIN_DECIMAL.test(v) && parseDecimal(v)?.gt(0)),
    )
    .test('places', M.amountPlaces, (v) => !v || (v.split('.')[1]?.length ?? 0) <= decimals)
    .test('minimum', M.belowMinimum, (v) => gte(v, minimum))
    .test('balance', M.insufficient, (v) => gte(available, v ?? '0'));
}

/** Withdraw: an address (chain), the amount, the 6-digit fund password; the remark is optional. */
export const withdrawSchema = ({ needsAddress, ...limits }: WithdrawLimits) =>
  object({
    address_id: needsAddress
      ? number().nullable().required(M.addressRequired)
      : number().nullable(),
    amount: withdrawAmountField(limits),
    remark: string().max(200, M.remarkTooLong),
    fund_password: string()
      .required(M.fundPasswordDigits)
      .matches(/^\d{6}$/, M.fundPasswordDigits),
    ...stepUpFields,
  });

/** Typing aid: keep digits and one decimal point. */
export const AMOUNT_STRIP = /[^\d.]/g;
