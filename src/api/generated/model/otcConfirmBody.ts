import type { Id } from './id';
import type { PasskeyAnswer } from './passkeyAnswer';
import type { StepUpCode } from './stepUpCode';

export type OtcConfirmBody = {
  id: Id;
  /**
   * @maxLength 6
   * @pattern ^\d{6}$
   */
  fund_password: string;
  totp_code?: StepUpCode;
  passkey?: PasskeyAnswer;
};
