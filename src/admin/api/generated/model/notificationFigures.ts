import type { Count } from './count';
import type { Timestamp } from './timestamp';

/**
 * The last 24 hours of notifications (from `since`).
 */
export interface NotificationFigures {
  since: Timestamp;
  /** Notifications written. */
  sent: Count;
  /** Pushes a push service accepted. */
  push_delivered: Count;
  /** Pushes given up after every retry. */
  push_failed: Count;
  /** Browsers removed because their push service answered 404 or 410. */
  subscriptions_removed: Count;
}
