import { object, string } from 'yup';
import { secondFactorFields } from '../../../components/form/secondFactorSchema';
import { CODE_PATTERN } from './fields';
import { MESSAGES as M } from './messages';

export interface AuthenticatorEnableValues {
  code: string;
  password: string;
}

export const authenticatorEnableInitialValues = (): AuthenticatorEnableValues => ({
  code: '',
  password: '',
});

/** Turning the authenticator on: its first code, and the login password. */
export const authenticatorEnableSchema = object({
  code: string()
    .trim()
    .required('form:validation.totpRequired')
    .matches(CODE_PATTERN, 'form:validation.totpDigits'),
  password: string().required(M.loginPasswordRequired),
});

/** New recovery codes, or turning it off: a code (or a recovery code) and the login password. */
export const authenticatorChangeSchema = object({
  ...secondFactorFields,
  password: string().required(M.loginPasswordRequired),
});
