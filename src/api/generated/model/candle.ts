import type { Decimal } from './decimal';
import type { EpochMs } from './epochMs';

export interface Candle {
  /** Bucket start, epoch milliseconds. */
  time: EpochMs;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: Decimal;
}
