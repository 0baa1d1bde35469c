import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface OptionPair {
  /** The coin; the pair is `<coin>/USDT`. */
  currency_id: Id;
  symbol: string;
  price: Decimal;
  price_at: Timestamp;
  /** Fraction of the open price inside which an option delivers flat: "0.0001" (0.01 %). */
  flat_band: Decimal;
}
