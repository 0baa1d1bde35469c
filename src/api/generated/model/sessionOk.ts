import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Session } from './session';

export interface SessionOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Session;
}
