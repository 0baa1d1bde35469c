import { mixed, object, ref, string } from 'yup';
import type { StepUpValues } from '../../../components/form';
import { stepUpFields } from '../../../components/form/secondFactorSchema';
import { MESSAGES as M } from './messages';
import { codeField, fundPasswordField } from './fields';

/** How the user proves it is them: a code (always possible) or the current fund password. */
export type FundPasswordProof = 'code' | 'old';

export interface FundPasswordValues extends StepUpValues {
  proof: FundPasswordProof;
  old_password: string;
  code: string;
  password: string;
  re_password: string;
}

export const fundPasswordInitialValues = (
  proof: FundPasswordProof = 'code',
): FundPasswordValues => ({
  proof,
  old_password: '',
  code: '',
  password: '',
  re_password: '',
  step_up: 'none',
  totp_code: '',
});

const isOld = (proof: unknown) => proof === 'old';

/** Set or change the fund password: 6 digits twice, plus a code or the current fund password. */
export const fundPasswordSchema = object({
  proof: mixed<FundPasswordProof>().oneOf(['code', 'old']).required(),
  old_password: string().when('proof', { is: isOld, then: () => fundPasswordField }),
  code: string().when('proof', { is: isOld, otherwise: () => codeField }),
  password: fundPasswordField,
  re_password: string()
    .required(M.fundPasswordDigits)
    .oneOf([ref('password')], M.fundPasswordMismatch),
  ...stepUpFields,
});
