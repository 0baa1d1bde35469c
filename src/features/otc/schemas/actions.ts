import { object, string } from 'yup';
import type { StepUpValues } from '../../../components/form';
import { stepUpFields } from '../../../components/form/secondFactorSchema';
import type { OtcPayKind } from '../../../api/generated/model';
import { MESSAGES as M } from './messages';

/** "I have paid": the method used (one of the order's) and a voucher picture. */
export interface PayValues {
  payment_kind: OtcPayKind | '';
  voucher: string;
}
export const payInitialValues = (kinds: OtcPayKind[]): PayValues => ({
  payment_kind: kinds.length === 1 ? kinds[0]! : '',
  voucher: '',
});
export const paySchema = (kinds: OtcPayKind[]) =>
  object({
    payment_kind: string().required(M.paymentKindRequired).oneOf(kinds, M.paymentKindRequired),
    voucher: string().required(M.voucherRequired),
  });

/** An appeal: what happened (5 to 500 characters) and a voucher picture. */
export interface AppealValues {
  description: string;
  voucher: string;
}
export const appealInitialValues = (): AppealValues => ({ description: '', voucher: '' });
export const appealSchema = object({
  description: string()
    .trim()
    .required(M.descriptionRequired)
    .min(5, M.descriptionShort)
    .max(500, M.descriptionLong),
  voucher: string().required(M.voucherRequired),
});

/** The seller releases the coins with the 6-digit fund password. */
export interface ConfirmValues extends StepUpValues {
  fund_password: string;
}
export const confirmSchema = object({
  fund_password: string()
    .required(M.fundPasswordDigits)
    .matches(/^\d{6}$/, M.fundPasswordDigits),
  ...stepUpFields,
});
