import type { Candle } from './candle';
import type { Id } from './id';
import type { Period } from './period';

export interface Kline {
  pair_id: Id;
  symbol: string;
  period: Period;
  /** Oldest first; the last candle is in progress at the server's clock. */
  candles: Candle[];
}
