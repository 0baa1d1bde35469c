import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OtcMarket } from './otcMarket';

export interface OtcMarketOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OtcMarket;
}
