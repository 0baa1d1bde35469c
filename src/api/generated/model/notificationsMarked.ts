import type { Count } from './count';

export interface NotificationsMarked {
  marked: Count;
  unread: Count;
}
