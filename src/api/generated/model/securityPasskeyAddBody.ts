import type { PasskeyAnswer } from './passkeyAnswer';
import type { PasskeyName } from './passkeyName';
import type { StepUpCode } from './stepUpCode';

export type SecurityPasskeyAddBody = {
  /**
   * The browser's answer (`startRegistration`'s result) as JSON.
   * @minLength 2
   * @maxLength 16384
   */
  response: string;
  name: PasskeyName;
  /**
   * @minLength 1
   * @maxLength 64
   */
  password: string;
  totp_code?: StepUpCode;
  passkey?: PasskeyAnswer;
};
