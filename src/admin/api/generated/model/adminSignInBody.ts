import type { TotpCode } from './totpCode';

export type AdminSignInBody = {
  /** @maxLength 254 */
  email: string;
  /**
   * @minLength 1
   * @maxLength 128
   */
  password: string;
  code: TotpCode;
};
