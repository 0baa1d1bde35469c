import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Family } from './family';
import type { Id } from './id';
import type { PositiveInt } from './positiveInt';
import type { ProductRedemptionPenaltyRule } from './productRedemptionPenaltyRule';
import type { ProductState } from './productState';
import type { Timestamp } from './timestamp';

export interface Product {
  id: Id;
  family: Family;
  currency_id: Id;
  /** The coin's symbol. */
  currency: string;
  decimals: Decimals;
  period_days: PositiveInt;
  /** Minimum escrow amount. */
  min_amount: Decimal;
  /** Daily yield as a fraction ("0.004" is 0.4 % a day). */
  daily_rate: Decimal;
  /** daily_rate x period_days. */
  total_rate: Decimal;
  /**
   * UTC time of day at which each day's interest is paid ("00:00").
   * @pattern ^\d{2}:\d{2}$
   */
  payout_time: string;
  /** Liquidated-damages ratio per remaining day (hosting family). */
  settlement_ratio: Decimal;
  /** Which early-redemption rule applies: hosting uses the first, finance the second. */
  redemption_penalty_rule: ProductRedemptionPenaltyRule;
  state: ProductState;
  opens_at: Timestamp | null;
  /** Expected return over 30 days held at this yield (daily_rate x 30). */
  expected_30d_rate: Decimal;
}
