import type { AdminOptionDuration } from './adminOptionDuration';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminOptionDurationOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminOptionDuration;
}
