import type { Authenticator } from './authenticator';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AuthenticatorOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Authenticator;
}
