import { boolean, mixed, string } from 'yup';
import { MESSAGES as M } from './messages';

/** How the user signs in: the contract's AccountType. */
export type AccountMode = 'mobile' | 'email';

/** Limits from the contract (openapi/components/user.yaml) and spec sections 5 and 9. */
export const PHONE_PATTERN = /^\d{4,15}$/;
export const AREA_CODE_PATTERN = /^\d{1,4}$/;
export const CODE_PATTERN = /^\d{6}$/;
export const INVITE_PATTERN = /^[A-Za-z0-9]{0,10}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
export const EMAIL_MAX = 254;
// A practical address check: local part, then a domain with at least one dot.
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const isMobile = (type: unknown) => type === 'mobile';
const isEmail = (type: unknown) => type === 'email';

/** Phone or e-mail, as the `type` field says; the other one is not checked. */
export const accountFields = {
  type: mixed<AccountMode>().oneOf(['mobile', 'email']).required(),
  area_code: string().when('type', {
    is: isMobile,
    then: (s) => s.required(M.areaCodeRequired).matches(AREA_CODE_PATTERN, M.areaCodeRequired),
  }),
  phone: string()
    .trim()
    .when('type', {
      is: isMobile,
      then: (s) => s.required(M.phoneRequired).matches(PHONE_PATTERN, M.phoneInvalid),
    }),
  email: string()
    .trim()
    .when('type', {
      is: isEmail,
      then: (s) =>
        s
          .required(M.emailRequired)
          .max(EMAIL_MAX, M.emailInvalid)
          .matches(EMAIL_PATTERN, M.emailInvalid),
    }),
};

export const codeField = string()
  .trim()
  .required(M.codeRequired)
  .matches(CODE_PATTERN, M.codeInvalid);

export const passwordField = string()
  .required(M.passwordRequired)
  .min(PASSWORD_MIN, M.passwordMin)
  .max(PASSWORD_MAX, M.passwordMax);

export const confirmField = string()
  .required(M.confirmRequired)
  // An empty confirmation is "required", not "inconsistent".
  .test(
    'matches-password',
    M.passwordMismatch,
    (value, context) => !value || value === context.parent.password,
  );

export const agreementField = boolean()
  .required(M.agreementRequired)
  .oneOf([true], M.agreementRequired);

export const inviteField = string().trim().optional().matches(INVITE_PATTERN, M.inviteInvalid);
