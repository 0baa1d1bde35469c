import type { AdminCopyFollowStatus } from './adminCopyFollowStatus';
import type { CopyDirection } from './copyDirection';
import type { Decimal } from './decimal';
import type { Id } from './id';
import type { PositiveInt } from './positiveInt';
import type { Timestamp } from './timestamp';

/**
 * A follow order with the terms it copied when it opened. At close: return_rate from open_price
 * and close_price by direction; profit = amount x return_rate; commission = commission_rate x
 * profit when positive (rounded up, 8 decimals); payout = amount + profit - commission (rounded
 * down, not below 0), paid into the follower's trust account.
 */
export interface AdminCopyFollow {
  id: Id;
  user_id: Id;
  status: AdminCopyFollowStatus;
  /** The trader's coin the order copied. */
  currency: string;
  direction: CopyDirection;
  period_days: PositiveInt;
  commission_rate: Decimal;
  amount: Decimal;
  opened_at: Timestamp;
  closes_at: Timestamp;
  open_price: Decimal;
  close_price: Decimal | null;
  return_rate: Decimal | null;
  profit: Decimal | null;
  commission: Decimal | null;
  payout: Decimal | null;
  closed_at: Timestamp | null;
}
