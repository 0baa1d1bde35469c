import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Order } from './order';

export interface OrderOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Order;
}
