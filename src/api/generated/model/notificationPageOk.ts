import type { Message } from './message';
import type { NotificationPage } from './notificationPage';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface NotificationPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: NotificationPage;
}
