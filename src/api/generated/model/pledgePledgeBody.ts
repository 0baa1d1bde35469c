import type { PositiveDecimal } from './positiveDecimal';

export type PledgePledgeBody = {
  /** @minimum 1 */
  id: number;
  amount: PositiveDecimal;
};
