import type { Center2 } from './center2';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface Center2Ok {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Center2;
}
