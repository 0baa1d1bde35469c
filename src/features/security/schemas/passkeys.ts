import { object, string } from 'yup';
import type { StepUpValues } from '../../../components/form';
import { stepUpFields } from '../../../components/form/secondFactorSchema';
import { MESSAGES as M } from './messages';

/** The contract's PasskeyName: 1 to 32 characters, not only spaces, no control characters. */
export const PASSKEY_NAME_MAX = 32;
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const nameRule = string()
  .trim()
  .required(M.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX, M.passkeyNameMax)
  .test('printable', M.passkeyNameInvalid, (value) => !CONTROL.test(value ?? ''));

export interface PasskeyAddValues extends StepUpValues {
  name: string;
  password: string;
}

export const passkeyAddInitialValues = (): PasskeyAddValues => ({
  name: '',
  password: '',
  step_up: 'none',
  totp_code: '',
});

/** Adding a passkey: its name, the login password, and the second factor once one is on. */
export const passkeyAddSchema = object({
  name: nameRule,
  password: string().required(M.loginPasswordRequired),
  ...stepUpFields,
});

export const passkeyRenameSchema = object({ name: nameRule });

export interface PasskeyRemoveValues extends StepUpValues {
  password: string;
}

/** Removing a passkey: the login password and the second factor (it may be this passkey). */
export const passkeyRemoveSchema = object({
  password: string().required(M.loginPasswordRequired),
  ...stepUpFields,
});
