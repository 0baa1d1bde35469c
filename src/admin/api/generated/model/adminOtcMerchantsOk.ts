import type { AdminOtcMerchantsOkData } from './adminOtcMerchantsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminOtcMerchantsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminOtcMerchantsOkData;
}
