import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';

export interface Convert {
  /** @minimum 1 */
  id: number;
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  amount: Decimal;
  /** USDT per unit used (the simulator's price). */
  price: Decimal;
  /** USDT received. */
  receive: Decimal;
  created_at: Timestamp;
}
