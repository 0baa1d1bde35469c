import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OptionOrder } from './optionOrder';

export interface OptionOrderOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OptionOrder;
}
