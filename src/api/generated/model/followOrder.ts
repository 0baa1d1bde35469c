import type { Decimal } from './decimal';
import type { FollowOrderDirection } from './followOrderDirection';
import type { FollowStatus } from './followStatus';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface FollowOrder {
  id: Id;
  trader_id: Id;
  trader_name: string;
  /** The traded coin. */
  currency: string;
  direction: FollowOrderDirection;
  pay_currency: string;
  amount: Decimal;
  status: FollowStatus;
  opened_at: Timestamp;
  closes_at: Timestamp;
  /** Market price of the traded coin at open. */
  open_price: Decimal;
  /** Market price at closes_at. */
  close_price: Decimal | null;
  /** long: close/open - 1, short: 1 - close/open (not below -1). */
  return_rate: Decimal | null;
  profit: Decimal | null;
  commission: Decimal | null;
  /** amount + profit - commission, rounded down, credited to the trust account. */
  payout: Decimal | null;
  closed_at: Timestamp | null;
}
