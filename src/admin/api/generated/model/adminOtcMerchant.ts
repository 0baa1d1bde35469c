import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface AdminOtcMerchant {
  user_id: Id;
  nickname: string;
  /** @nullable */
  email: string | null;
  /** Whether the margin is paid now (not refunded). */
  margin_paid: boolean;
  /** The margin paid, in `margin_currency` (0 when none is paid). */
  margin_amount: Decimal;
  /**
   * The margin's coin symbol (null when none is paid).
   * @nullable
   */
  margin_currency: string | null;
  margin_paid_at: Timestamp | null;
  /** Ads buyers see now. */
  online_ads: Count;
  /** Ads not deleted (online and offline). */
  total_ads: Count;
  /** Orders confirmed, as either party (as the app's trader card counts them). */
  completed_orders: Count;
  /** Confirmed orders over confirmed and cancelled ones (0-1, 4 decimals); null before any. */
  completion_rate: Decimal | null;
  /** Appeals on orders the merchant was a party to, by either side. */
  appeals: Count;
  verified: boolean;
  verified_at: Timestamp | null;
  suspended: boolean;
  suspended_at: Timestamp | null;
  /** @nullable */
  suspension_reason: string | null;
}
