import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { UserMinerPage } from './userMinerPage';

export interface UserMinerPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: UserMinerPage;
}
