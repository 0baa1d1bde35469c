import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Trader } from './trader';

export interface TraderListOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Trader[];
}
