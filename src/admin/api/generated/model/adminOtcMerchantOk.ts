import type { AdminOtcMerchant } from './adminOtcMerchant';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminOtcMerchantOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminOtcMerchant;
}
