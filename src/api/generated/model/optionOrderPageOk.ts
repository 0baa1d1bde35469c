import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OptionOrderPage } from './optionOrderPage';

export interface OptionOrderPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OptionOrderPage;
}
