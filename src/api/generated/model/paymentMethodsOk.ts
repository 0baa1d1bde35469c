import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { PaymentMethods } from './paymentMethods';

export interface PaymentMethodsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: PaymentMethods;
}
