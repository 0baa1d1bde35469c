import type { Message } from './message';
import type { NotificationPrefs } from './notificationPrefs';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface NotificationPrefsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: NotificationPrefs;
}
