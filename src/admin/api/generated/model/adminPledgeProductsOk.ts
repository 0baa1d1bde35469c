import type { AdminPledgeProductsOkData } from './adminPledgeProductsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminPledgeProductsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminPledgeProductsOkData;
}
