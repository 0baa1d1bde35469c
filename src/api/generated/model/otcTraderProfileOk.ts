import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OtcTraderProfile } from './otcTraderProfile';

export interface OtcTraderProfileOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OtcTraderProfile;
}
