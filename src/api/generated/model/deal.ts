import type { DealSide } from './dealSide';
import type { Decimal } from './decimal';

export interface Deal {
  /** Epoch milliseconds. */
  time: number;
  price: Decimal;
  quantity: Decimal;
  /** The taker's side. */
  side: DealSide;
}
