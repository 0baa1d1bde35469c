import { object } from 'yup';
import type { AccountValues } from './account';
import { accountFields } from './fields';

const accountSchema = object(accountFields);

/** True when the phone (with its calling code) or the e-mail is valid: a code may be sent. */
export const isTargetValid = (values: AccountValues): boolean => accountSchema.isValidSync(values);
