import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OrderPage } from './orderPage';

export interface OrderPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OrderPage;
}
