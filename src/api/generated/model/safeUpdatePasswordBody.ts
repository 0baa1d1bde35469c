import type { PasskeyAnswer } from './passkeyAnswer';
import type { Password } from './password';
import type { StepUpCode } from './stepUpCode';

export type SafeUpdatePasswordBody = {
  /**
   * @minLength 1
   * @maxLength 64
   */
  old_password: string;
  password: Password;
  re_password: Password;
  totp_code?: StepUpCode;
  passkey?: PasskeyAnswer;
};
