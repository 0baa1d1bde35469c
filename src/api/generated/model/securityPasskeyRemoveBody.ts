import type { Id } from './id';
import type { PasskeyAnswer } from './passkeyAnswer';
import type { StepUpCode } from './stepUpCode';

export type SecurityPasskeyRemoveBody = {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 64
   */
  password: string;
  totp_code?: StepUpCode;
  passkey?: PasskeyAnswer;
};
