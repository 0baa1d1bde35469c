import type { DealSide } from './dealSide';
import type { Decimal } from './decimal';
import type { EpochMs } from './epochMs';

export interface Deal {
  /** Epoch milliseconds. */
  time: EpochMs;
  price: Decimal;
  quantity: Decimal;
  /** The taker's side. */
  side: DealSide;
}
