import type { AdminTrustProduct } from './adminTrustProduct';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminTrustProductOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminTrustProduct;
}
