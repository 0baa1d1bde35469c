import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';

export interface FlashExchange {
  /** @minimum 1 */
  id: number;
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  /** @minimum 1 */
  to_currency_id: number;
  to_currency: string;
  amount: Decimal;
  /** The simulated market price used. */
  price: Decimal;
  fee: Decimal;
  receive: Decimal;
  created_at: Timestamp;
}
