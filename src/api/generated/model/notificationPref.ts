import type { NotificationCategory } from './notificationCategory';

export interface NotificationPref {
  category: NotificationCategory;
  /** Pushed to the user's subscribed browsers. */
  push: boolean;
  /**
   * E-mailed when no browser is subscribed; null where the category sends no e-mail.
   * @nullable
   */
  email: boolean | null;
  /** True where the e-mails cannot be turned off (the account category's security alerts). */
  email_locked: boolean;
}
