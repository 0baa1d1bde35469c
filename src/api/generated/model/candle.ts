import type { Decimal } from './decimal';

export interface Candle {
  /** Bucket start, epoch milliseconds. */
  time: number;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: Decimal;
}
