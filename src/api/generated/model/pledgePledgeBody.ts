import type { Id } from './id';
import type { PositiveDecimal } from './positiveDecimal';

export type PledgePledgeBody = {
  id: Id;
  amount: PositiveDecimal;
};
