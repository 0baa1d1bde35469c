import type { FlashQuote } from './flashQuote';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface FlashQuoteOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: FlashQuote;
}
