import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface Convert {
  id: Id;
  currency_id: Id;
  currency: string;
  amount: Decimal;
  /** USDT per unit used (the simulator's price). */
  price: Decimal;
  /** USDT received. */
  receive: Decimal;
  created_at: Timestamp;
}
