import type { Id } from './id';

export type CurrencyDealParams = {
  pair_id?: Id;
  /**
   * @maxLength 20
   */
  symbol?: string;
  /**
   * @minimum 1
   * @maximum 50
   */
  limit?: number;
};
