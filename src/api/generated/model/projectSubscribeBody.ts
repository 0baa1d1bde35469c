import type { PositiveDecimal } from './positiveDecimal';

export type ProjectSubscribeBody = {
  /** @minimum 1 */
  project_id: number;
  /**
   * An accepted payment currency.
   * @minimum 1
   */
  currency_id: number;
  amount: PositiveDecimal;
};
