import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Operator } from './operator';

export interface OperatorOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Operator;
}
