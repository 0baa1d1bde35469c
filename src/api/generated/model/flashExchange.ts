import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface FlashExchange {
  id: Id;
  currency_id: Id;
  currency: string;
  to_currency_id: Id;
  to_currency: string;
  amount: Decimal;
  /** The simulated market price used. */
  price: Decimal;
  fee: Decimal;
  receive: Decimal;
  created_at: Timestamp;
}
