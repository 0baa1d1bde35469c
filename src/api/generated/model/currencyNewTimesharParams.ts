import type { Period } from './period';

export type CurrencyNewTimesharParams = {
  /**
   * @minimum 1
   */
  pair_id?: number;
  /**
   * @maxLength 20
   */
  symbol?: string;
  period: Period;
  /**
   * @minimum 1
   * @maximum 500
   */
  limit?: number;
};
