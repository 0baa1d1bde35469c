import type { Decimal } from './decimal';

export interface OtcCurrency {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  /**
   * @minimum 0
   * @maximum 18
   */
  decimals: number;
  /** The last market price in the legal currency, a guide for ad prices. */
  reference_price: Decimal;
}
