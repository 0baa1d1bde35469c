import type { Id } from './id';
import type { Period } from './period';

export type CurrencyNewTimesharParams = {
  pair_id?: Id;
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
