import type { FlashCoin } from './flashCoin';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface FlashCoinsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: FlashCoin[];
}
