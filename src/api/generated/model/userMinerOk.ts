import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { UserMiner } from './userMiner';

export interface UserMinerOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: UserMiner;
}
