import type { Broadcast } from './broadcast';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface BroadcastOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Broadcast;
}
