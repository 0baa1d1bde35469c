import type { RecoveryCode } from './recoveryCode';
import type { TotpCode } from './totpCode';

export type SecurityAuthenticatorDisableBody = {
  code?: TotpCode;
  recovery_code?: RecoveryCode;
  /**
   * @minLength 1
   * @maxLength 64
   */
  password: string;
};
