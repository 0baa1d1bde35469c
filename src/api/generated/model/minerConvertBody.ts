import type { Id } from './id';
import type { PositiveDecimal } from './positiveDecimal';

export type MinerConvertBody = {
  currency_id: Id;
  amount: PositiveDecimal;
};
