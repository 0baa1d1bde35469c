import type { NotificationPref } from './notificationPref';

export interface NotificationPrefs {
  /** @maxItems 6 */
  categories: NotificationPref[];
}
