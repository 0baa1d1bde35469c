import type { Message } from './message';
import type { NotificationsMarked } from './notificationsMarked';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface NotificationsMarkedOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: NotificationsMarked;
}
