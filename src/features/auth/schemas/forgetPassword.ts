import { object } from 'yup';
import { emptyAccount, type AccountValues } from './account';
import { accountFields, codeField, confirmField, passwordField } from './fields';

export interface ForgetPasswordValues extends AccountValues {
  code: string;
  password: string;
  re_password: string;
}

export const forgetPasswordInitialValues = (): ForgetPasswordValues => ({
  ...emptyAccount(),
  code: '',
  password: '',
  re_password: '',
});

/** Password recovery: account, the `forget` code, the new password twice (same rules as sign-up). */
export const forgetPasswordSchema = object({
  ...accountFields,
  code: codeField,
  password: passwordField,
  re_password: confirmField,
});
