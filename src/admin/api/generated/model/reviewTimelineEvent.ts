import type { Timestamp } from './timestamp';

export interface ReviewTimelineEvent {
  at: Timestamp;
  /** created, paid, appealed_by_buyer, appealed_by_seller, confirmed, cancelled, resolved_for_buyer, resolved_for_seller. */
  event: string;
}
