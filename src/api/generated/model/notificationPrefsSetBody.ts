import type { NotificationCategory } from './notificationCategory';
import type { NotificationPrefsSetBodyChannel } from './notificationPrefsSetBodyChannel';
import type { NotificationPrefsSetBodyEnabled } from './notificationPrefsSetBodyEnabled';

export type NotificationPrefsSetBody = {
  category: NotificationCategory;
  /** @maxLength 5 */
  channel: NotificationPrefsSetBodyChannel;
  /**
   * @minimum 0
   * @maximum 1
   */
  enabled: NotificationPrefsSetBodyEnabled;
};
