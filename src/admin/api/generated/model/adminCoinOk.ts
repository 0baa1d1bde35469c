import type { AdminCoin } from './adminCoin';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminCoinOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminCoin;
}
