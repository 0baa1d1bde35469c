import type { FlashExchangePage } from './flashExchangePage';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface FlashExchangePageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: FlashExchangePage;
}
