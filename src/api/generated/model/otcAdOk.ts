import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OtcAd } from './otcAd';

export interface OtcAdOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OtcAd;
}
