import type { Count } from './count';
import type { Notification } from './notification';
import type { Pagination } from './pagination';

export type NotificationPage = Pagination & {
  /** @maxItems 100 */
  items: Notification[];
  /** The user's unread notifications in all categories. */
  unread: Count;
};
