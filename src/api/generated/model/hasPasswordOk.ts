import type { HasPassword } from './hasPassword';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface HasPasswordOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: HasPassword;
}
