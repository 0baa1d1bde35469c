import type { TotpCode } from './totpCode';

export type SecurityAuthenticatorEnableBody = {
  code: TotpCode;
  /**
   * @minLength 1
   * @maxLength 64
   */
  password: string;
};
