import type { Decimal } from './decimal';
import type { OtcCurrency } from './otcCurrency';

export interface OtcMarket {
  /** The legal currency of prices and amounts (ISO 4217). */
  legal: string;
  margin_currency: string;
  margin_amount: Decimal;
  /** Taken from the coins the buyer receives. */
  fee_rate: Decimal;
  /**
   * Time the buyer has to pay; an unpaid order is then cancelled.
   * @minimum 1
   */
  pay_minutes: number;
  /**
   * Time the seller has to confirm a payment before the buyer may appeal.
   * @minimum 1
   */
  confirm_minutes: number;
  currencies: OtcCurrency[];
}
