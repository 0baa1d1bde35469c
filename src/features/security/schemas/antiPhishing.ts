import { object, string } from 'yup';
import { MESSAGES as M } from './messages';

export interface AntiPhishingValues {
  code: string;
  password: string;
}

export const antiPhishingInitialValues = (): AntiPhishingValues => ({ code: '', password: '' });

/** The server's rule (modules/security/anti-phishing.ts): 4 to 20 ASCII letters or digits. */
export const ANTI_PHISHING_CODE = /^[A-Za-z0-9]{4,20}$/;

/** Anti-phishing code: the code in its form, and the login password that proves it is the owner. */
export const antiPhishingSchema = object({
  code: string()
    .trim()
    .required(M.antiPhishingRequired)
    .matches(ANTI_PHISHING_CODE, M.antiPhishingFormat),
  password: string().required(M.loginPasswordRequired),
});
