import { string } from 'yup';
import { MESSAGES as M } from './messages';

/** Limits from the contract (openapi/components/security.yaml) and spec sections 5 and 9. */
export const FUND_PASSWORD_PATTERN = /^\d{6}$/;
export const CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;

/** The fund password: exactly 6 digits ("Finacial password is 6 digit"). */
export const fundPasswordField = string()
  .required(M.fundPasswordDigits)
  .matches(FUND_PASSWORD_PATTERN, M.fundPasswordDigits);

export const codeField = string()
  .trim()
  .required(M.codeRequired)
  .matches(CODE_PATTERN, M.codeInvalid);
