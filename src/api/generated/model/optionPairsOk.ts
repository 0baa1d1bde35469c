import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OptionPair } from './optionPair';

export interface OptionPairsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OptionPair[];
}
