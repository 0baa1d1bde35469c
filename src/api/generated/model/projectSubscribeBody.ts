import type { Id } from './id';
import type { PositiveDecimal } from './positiveDecimal';

export type ProjectSubscribeBody = {
  project_id: Id;
  /** An accepted payment currency. */
  currency_id: Id;
  amount: PositiveDecimal;
};
