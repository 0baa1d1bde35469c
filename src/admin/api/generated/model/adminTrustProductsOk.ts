import type { AdminTrustProductsOkData } from './adminTrustProductsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminTrustProductsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminTrustProductsOkData;
}
