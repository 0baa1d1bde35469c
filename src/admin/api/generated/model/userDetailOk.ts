import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { UserDetail } from './userDetail';

export interface UserDetailOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: UserDetail;
}
