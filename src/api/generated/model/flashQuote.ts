import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface FlashQuote {
  currency_id: Id;
  currency: string;
  to_currency_id: Id;
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
