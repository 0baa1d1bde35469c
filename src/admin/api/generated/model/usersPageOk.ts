import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { UsersPageOkData } from './usersPageOkData';

export interface UsersPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: UsersPageOkData;
}
