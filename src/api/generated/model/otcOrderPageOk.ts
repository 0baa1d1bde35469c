import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OtcOrderPage } from './otcOrderPage';

export interface OtcOrderPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OtcOrderPage;
}
