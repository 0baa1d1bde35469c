import type { PasskeyAnswer } from './passkeyAnswer';

export type UserLoginPasskeyBody = {
  passkey: PasskeyAnswer;
};
