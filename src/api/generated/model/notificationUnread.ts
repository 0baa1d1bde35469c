import type { Count } from './count';

export interface NotificationUnread {
  count: Count;
}
