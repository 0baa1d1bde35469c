import type { AdminOtcMerchantDetail } from './adminOtcMerchantDetail';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminOtcMerchantDetailOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminOtcMerchantDetail;
}
