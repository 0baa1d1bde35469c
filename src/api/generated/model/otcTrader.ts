import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

/**
 * What any user may see of a trader; never contact or payment details.
 */
export interface OtcTrader {
  user_id: Id;
  nickname: string;
  /** Basic KYC passed. */
  verified: boolean;
  /** A merchant the platform has verified (the console's OTC merchants); the app shows "Verified merchant". */
  verified_merchant: boolean;
  completed_orders: Count;
  /** Confirmed orders over confirmed plus cancelled ones, 0 to 1; null before the first finished order. */
  completion_rate: Decimal | null;
  /** Mean minutes from payment to release as the seller; null before the first. */
  average_release_minutes: Count | null;
  joined_at: Timestamp;
}
