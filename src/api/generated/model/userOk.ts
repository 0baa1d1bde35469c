import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { User } from './user';

export interface UserOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: User;
}
