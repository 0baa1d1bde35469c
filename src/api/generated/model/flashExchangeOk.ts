import type { FlashExchange } from './flashExchange';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface FlashExchangeOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: FlashExchange;
}
