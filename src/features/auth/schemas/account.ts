import type { AccountType } from '../../../api/generated/model';
import type { AccountMode } from './fields';

/** The account part every sign-in form shares: a tab (phone | e-mail) and both inputs. */
export interface AccountValues {
  type: AccountMode;
  area_code: string;
  phone: string;
  email: string;
}

export const emptyAccount = (type: AccountMode = 'mobile'): AccountValues => ({
  type,
  area_code: '',
  phone: '',
  email: '',
});

/** The contract's account fields: `user_string` is the phone or the e-mail, by `type`. */
export function toAccountBody(values: AccountValues): {
  type: AccountType;
  user_string: string;
  area_code?: string;
} {
  return values.type === 'mobile'
    ? { type: 'mobile', user_string: values.phone.trim(), area_code: values.area_code }
    : { type: 'email', user_string: values.email.trim() };
}
