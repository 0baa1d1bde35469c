import { object } from 'yup';
import { emptyAccount, type AccountValues } from './account';
import { accountFields, passwordField } from './fields';

export interface LoginValues extends AccountValues {
  password: string;
}

export const loginInitialValues = (): LoginValues => ({ ...emptyAccount(), password: '' });

/** Sign in: phone or e-mail, and the login password (at least 6 characters, spec section 9). */
export const loginSchema = object({
  ...accountFields,
  password: passwordField,
});
