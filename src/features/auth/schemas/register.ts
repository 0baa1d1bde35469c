import { object } from 'yup';
import { emptyAccount, type AccountValues } from './account';
import {
  accountFields,
  agreementField,
  codeField,
  confirmField,
  inviteField,
  passwordField,
} from './fields';

export interface RegisterValues extends AccountValues {
  code: string;
  password: string;
  re_password: string;
  extension_code: string;
  agreement: boolean;
}

export const registerInitialValues = (inviteCode = ''): RegisterValues => ({
  ...emptyAccount(),
  code: '',
  password: '',
  re_password: '',
  extension_code: inviteCode,
  agreement: false,
});

/** Registration, spec section 5: account, code, password twice, agreement; invite code optional. */
export const registerSchema = object({
  ...accountFields,
  code: codeField,
  password: passwordField,
  re_password: confirmField,
  extension_code: inviteField,
  agreement: agreementField,
});
