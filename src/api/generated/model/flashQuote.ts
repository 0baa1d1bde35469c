import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';

export interface FlashQuote {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  /** @minimum 1 */
  to_currency_id: number;
  to_currency: string;
  /** Paid */
  amount: Decimal;
  /** How much of the received coin one unit of the paid coin buys. */
  price: Decimal;
  /** Fraction of the proceeds, e.g. "0.002". */
  fee_rate: Decimal;
  /** In the received coin */
  fee: Decimal;
  /** Credited in the received coin after the fee */
  receive: Decimal;
  quoted_at: Timestamp;
}
