import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { SessionsEnded } from './sessionsEnded';

export interface SessionsEndedOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: SessionsEnded;
}
