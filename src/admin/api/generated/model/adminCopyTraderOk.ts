import type { AdminCopyTrader } from './adminCopyTrader';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminCopyTraderOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminCopyTrader;
}
