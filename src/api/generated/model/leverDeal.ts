import type { Decimal } from './decimal';
import type { Id } from './id';
import type { LeverPair } from './leverPair';
import type { PositiveInt } from './positiveInt';
import type { Timestamp } from './timestamp';

export interface LeverDeal {
  currency_id: Id;
  symbol: string;
  price: Decimal;
  price_at: Timestamp;
  multiples: PositiveInt[];
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
