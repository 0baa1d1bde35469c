import type { BuyForm } from './buyForm';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface BuyFormOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: BuyForm;
}
