import type { Kline } from './kline';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface KlineOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Kline;
}
