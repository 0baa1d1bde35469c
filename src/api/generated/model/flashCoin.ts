import type { Decimal } from './decimal';

export interface FlashCoin {
  /** @minimum 1 */
  currency_id: number;
  /** The coin's symbol. */
  currency: string;
  /**
   * @minimum 0
   * @maximum 18
   */
  decimals: number;
  usdt_price: Decimal;
  /** Available in the user's spot account. */
  available: Decimal;
}
