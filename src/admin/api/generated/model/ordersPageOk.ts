import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OrdersPageOkData } from './ordersPageOkData';

export interface OrdersPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OrdersPageOkData;
}
