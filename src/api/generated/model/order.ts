import type { Decimal } from './decimal';
import type { Family } from './family';
import type { OrderTab } from './orderTab';
import type { Timestamp } from './timestamp';

export interface Order {
  /** @minimum 1 */
  id: number;
  /** @minimum 1 */
  product_id: number;
  family: Family;
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  /** Purchase amount (principal). */
  amount: Decimal;
  daily_rate: Decimal;
  /** amount x daily_rate */
  daily_income: Decimal;
  /** @minimum 1 */
  period_days: number;
  /**
   * Interest days not yet paid.
   * @minimum 0
   */
  remaining_days: number;
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
