import { object } from 'yup';
import { accountFields, passwordField } from './fields';

/** Sign in: phone or e-mail, and the login password (at least 6 characters, spec section 9). */
export const loginSchema = object({
  ...accountFields,
  password: passwordField,
});
