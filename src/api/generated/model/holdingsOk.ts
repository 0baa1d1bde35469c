import type { Holding } from './holding';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface HoldingsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Holding[];
}
