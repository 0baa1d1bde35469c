import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { WebAuthnOptions } from './webAuthnOptions';

export interface WebAuthnOptionsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: WebAuthnOptions;
}
