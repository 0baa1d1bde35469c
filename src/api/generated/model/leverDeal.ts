import type { Decimal } from './decimal';
import type { LeverPair } from './leverPair';
import type { Timestamp } from './timestamp';

export interface LeverDeal {
  /** @minimum 1 */
  currency_id: number;
  symbol: string;
  price: Decimal;
  price_at: Timestamp;
  /** @items.minimum 1 */
  multiples: number[];
  /** Coin per lot. */
  lot_size: Decimal;
  /** Fraction of the notional charged at opening. */
  fee_rate: Decimal;
  /** Share of the margin kept as buffer before liquidation. */
  maintenance_rate: Decimal;
  /** Available USDT in the user's contract account. */
  balance: Decimal;
  pairs: LeverPair[];
}
