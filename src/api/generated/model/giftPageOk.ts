import type { GiftPage } from './giftPage';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface GiftPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: GiftPage;
}
