import type { Decimal } from './decimal';
import type { OtcCurrency } from './otcCurrency';
import type { PositiveInt } from './positiveInt';

export interface OtcMarket {
  /** The legal currency of prices and amounts (ISO 4217). */
  legal: string;
  margin_currency: string;
  margin_amount: Decimal;
  /** Taken from the coins the buyer receives. */
  fee_rate: Decimal;
  /** Time the buyer has to pay; an unpaid order is then cancelled. */
  pay_minutes: PositiveInt;
  /** Time the seller has to confirm a payment before the buyer may appeal. */
  confirm_minutes: PositiveInt;
  /** The platform's least order, in the legal currency (setting otc.order_min_amount): an ad's limits must lie within the platform's (code 2531), and an order within both (code 2509). */
  order_min_amount: Decimal;
  /** The platform's largest order, in the legal currency (setting otc.order_max_amount). */
  order_max_amount: Decimal;
  currencies: OtcCurrency[];
}
