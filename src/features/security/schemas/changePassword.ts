import { object, ref, string } from 'yup';
import type { StepUpValues } from '../../../components/form';
import { stepUpFields } from '../../../components/form/secondFactorSchema';
import { MESSAGES as M } from './messages';
import { PASSWORD_MAX, PASSWORD_MIN } from './fields';

export interface ChangePasswordValues extends StepUpValues {
  old_password: string;
  password: string;
  re_password: string;
}

export const changePasswordInitialValues = (): ChangePasswordValues => ({
  old_password: '',
  password: '',
  re_password: '',
  step_up: 'none',
  totp_code: '',
});

/** Change login password: all three required, new at least 6, the new two the same (spec 5). */
export const changePasswordSchema = object({
  old_password: string().required(M.oldPasswordRequired),
  password: string()
    .required(M.passwordRequired)
    .min(PASSWORD_MIN, M.passwordMin)
    .max(PASSWORD_MAX, M.passwordMax),
  re_password: string()
    .required(M.repeatRequired)
    .oneOf([ref('password')], M.passwordsDifferent),
  ...stepUpFields,
});
