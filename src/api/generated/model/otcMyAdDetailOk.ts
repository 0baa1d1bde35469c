import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OtcMyAdDetail } from './otcMyAdDetail';

export interface OtcMyAdDetailOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OtcMyAdDetail;
}
