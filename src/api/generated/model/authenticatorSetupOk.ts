import type { AuthenticatorSetup } from './authenticatorSetup';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AuthenticatorSetupOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AuthenticatorSetup;
}
