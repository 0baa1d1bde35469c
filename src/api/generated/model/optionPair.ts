import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';

export interface OptionPair {
  /**
   * The coin; the pair is `<coin>/USDT`.
   * @minimum 1
   */
  currency_id: number;
  symbol: string;
  price: Decimal;
  price_at: Timestamp;
  /** Fraction of the open price inside which an option delivers flat: "0.0001" (0.01 %). */
  flat_band: Decimal;
}
