import type { PositiveDecimal } from './positiveDecimal';

export type MinerConvertBody = {
  /** @minimum 1 */
  currency_id: number;
  amount: PositiveDecimal;
};
