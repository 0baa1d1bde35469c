import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';

/**
 * What any user may see of a trader; never contact or payment details.
 */
export interface OtcTrader {
  /** @minimum 1 */
  user_id: number;
  nickname: string;
  /** Basic KYC passed. */
  verified: boolean;
  /** A merchant the platform has verified (the console's OTC merchants); the app shows "Verified merchant". */
  verified_merchant: boolean;
  /** @minimum 0 */
  completed_orders: number;
  /** Confirmed orders over confirmed plus cancelled ones, 0 to 1; null before the first finished order. */
  completion_rate: Decimal | null;
  /** Mean minutes from payment to release as the seller; null before the first. */
  average_release_minutes: number | null;
  joined_at: Timestamp;
}
