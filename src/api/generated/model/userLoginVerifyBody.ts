import type { PasskeyAnswer } from './passkeyAnswer';
import type { RecoveryCode } from './recoveryCode';
import type { TotpCode } from './totpCode';

export type UserLoginVerifyBody = {
  /**
   * @minLength 1
   * @maxLength 64
   */
  ticket: string;
  code?: TotpCode;
  recovery_code?: RecoveryCode;
  passkey?: PasskeyAnswer;
};
