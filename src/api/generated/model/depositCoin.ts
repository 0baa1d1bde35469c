import type { Decimal } from './decimal';

export interface DepositCoin {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  /**
   * @minimum 0
   * @maximum 18
   */
  decimals: number;
  networks: string[];
  min_amount: Decimal;
  /** Fraction of the amount, e.g. "0". */
  fee_rate: Decimal;
}
