import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OptionPayable } from './optionPayable';

export interface OptionPayableOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OptionPayable[];
}
