import { object, string } from 'yup';
import { amountField, type AmountLimits } from './amount';
import { MESSAGES as M } from './messages';

export interface GiftValues {
  email: string;
  amount: string;
  password: string;
}

export const giftInitialValues = (): GiftValues => ({ email: '', amount: '', password: '' });

// The same practical shape the server accepts.
const EMAIL =
  /^[^\s@]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export interface GiftLimits extends AmountLimits {
  /** With a fund password the proof is its 6 digits; without one, the login password. */
  hasFundPassword: boolean;
}

/** Send coins to another user by e-mail. */
export const giftSchema = ({ hasFundPassword, ...limits }: GiftLimits) =>
  object({
    email: string()
      .trim()
      .required(M.emailRequired)
      .max(254, M.emailInvalid)
      .matches(EMAIL, M.emailInvalid),
    amount: amountField(limits),
    password: hasFundPassword
      ? string()
          .required(M.fundPasswordDigits)
          .matches(/^\d{6}$/, M.fundPasswordDigits)
      : string().required(M.passwordRequired).max(64, M.passwordRequired),
  });
