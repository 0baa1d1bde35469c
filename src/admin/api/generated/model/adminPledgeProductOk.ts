import type { AdminPledgeProduct } from './adminPledgeProduct';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminPledgeProductOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminPledgeProduct;
}
