import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OptionSeconds } from './optionSeconds';

export interface OptionSecondsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OptionSeconds[];
}
