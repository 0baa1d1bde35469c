import type { Decimal } from './decimal';

export interface ConvertCoin {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  /**
   * @minimum 0
   * @maximum 18
   */
  decimals: number;
  usdt_price: Decimal;
  available: Decimal;
}
