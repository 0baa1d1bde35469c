import type { Candle } from './candle';
import type { Period } from './period';

export interface Kline {
  /** @minimum 1 */
  pair_id: number;
  symbol: string;
  period: Period;
  /** Oldest first; the last candle is in progress at the server's clock. */
  candles: Candle[];
}
