import type { Id } from './id';

export interface ProofCoin {
  currency_id: Id;
  /** @maxLength 32 */
  symbol: string;
  /**
   * @minimum 0
   * @maximum 18
   */
  decimals: number;
}
