import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Id } from './id';
import type { PositiveInt } from './positiveInt';
import type { TraderDirection } from './traderDirection';

export interface Trader {
  id: Id;
  name: string;
  /** The coin the trader trades. */
  currency_id: Id;
  currency: string;
  direction: TraderDirection;
  /** How long a follow order runs. */
  period_days: PositiveInt;
  /** Followers pay from and are paid into the trust account in this coin (USDT). */
  pay_currency_id: Id;
  pay_currency: string;
  min_amount: Decimal;
  /** Share of a positive profit kept as the trader's commission. */
  commission_rate: Decimal;
  /** The strategy's return over the last 30 days, from the market prices 30 days ago and now. */
  return_30d: Decimal;
  /** Follow orders in progress. */
  followers: Count;
  /** The trader's short bio as the console wrote it (English; shown as is in every language), or null. */
  bio?: string | null;
}
