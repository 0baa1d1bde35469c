import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Family } from './family';
import type { Id } from './id';
import type { OrderTab } from './orderTab';
import type { PositiveInt } from './positiveInt';
import type { Timestamp } from './timestamp';

export interface Order {
  id: Id;
  product_id: Id;
  family: Family;
  currency_id: Id;
  currency: string;
  /** Purchase amount (principal). */
  amount: Decimal;
  daily_rate: Decimal;
  /** amount x daily_rate */
  daily_income: Decimal;
  period_days: PositiveInt;
  /** Interest days not yet paid. */
  remaining_days: Count;
  /** While hosting: what an early redemption would cost now; once redeemed: what it cost. */
  penalty: Decimal;
  /** Principal returned (or returned now on early redemption): amount - penalty. */
  refund: Decimal;
  status: OrderTab;
  /** Pay time. */
  created_at: Timestamp;
  /** Interest starts (the UTC midnight after the deposit). */
  start_at: Timestamp;
  /** Completion time. */
  end_at: Timestamp;
  closed_at: Timestamp | null;
  /** Interest paid so far (current income). */
  income: Decimal;
}
