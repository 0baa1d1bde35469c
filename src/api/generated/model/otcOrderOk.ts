import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OtcOrder } from './otcOrder';

export interface OtcOrderOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OtcOrder;
}
