import type { Id } from './id';
import type { NotificationCategory } from './notificationCategory';
import type { NotificationKind } from './notificationKind';
import type { NotificationObjectType } from './notificationObjectType';
import type { NotificationParams } from './notificationParams';
import type { Timestamp } from './timestamp';

export interface Notification {
  id: Id;
  category: NotificationCategory;
  kind: NotificationKind;
  /** The values the text names (decimal strings for amounts). */
  params: NotificationParams;
  /**
   * What the notification is about, null for one about nothing in particular.
   * @nullable
   */
  object_type: NotificationObjectType;
  /** The id of that object. */
  object_id: Id | null;
  /**
   * The app page of the object (a path under `/pages/`, with its query).
   * @maxLength 300
   */
  link: string;
  created_at: Timestamp;
  read: boolean;
}
