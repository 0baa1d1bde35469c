import type { Decimal } from './decimal';
import type { TraderDirection } from './traderDirection';

export interface Trader {
  /** @minimum 1 */
  id: number;
  name: string;
  /**
   * The coin the trader trades.
   * @minimum 1
   */
  currency_id: number;
  currency: string;
  direction: TraderDirection;
  /**
   * How long a follow order runs.
   * @minimum 1
   */
  period_days: number;
  /**
   * Followers pay from and are paid into the trust account in this coin (USDT).
   * @minimum 1
   */
  pay_currency_id: number;
  pay_currency: string;
  min_amount: Decimal;
  /** Share of a positive profit kept as the trader's commission. */
  commission_rate: Decimal;
  /** The strategy's return over the last 30 days, from the market prices 30 days ago and now. */
  return_30d: Decimal;
  /**
   * Follow orders in progress.
   * @minimum 0
   */
  followers: number;
  /** The trader's short bio as the console wrote it (English; shown as is in every language), or null. */
  bio?: string | null;
}
