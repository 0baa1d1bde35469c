import type { Message } from './message';
import type { NotificationUnread } from './notificationUnread';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface NotificationUnreadOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: NotificationUnread;
}
