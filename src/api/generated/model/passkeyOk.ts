import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Passkey } from './passkey';

export interface PasskeyOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Passkey;
}
