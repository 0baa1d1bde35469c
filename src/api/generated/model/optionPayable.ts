import type { Decimal } from './decimal';

export interface OptionPayable {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  /**
   * @minimum 0
   * @maximum 18
   */
  decimals: number;
  min_amount: Decimal;
  /** Available in the user's options account. */
  available: Decimal;
}
