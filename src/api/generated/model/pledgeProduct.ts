import type { Decimal } from './decimal';
import type { Id } from './id';
import type { PositiveInt } from './positiveInt';

export interface PledgeProduct {
  id: Id;
  currency_id: Id;
  currency: string;
  days: PositiveInt;
  /** Award per day as a fraction of the quantity. */
  daily_rate: Decimal;
  total_rate: Decimal;
  min_amount: Decimal;
  max_amount: Decimal;
}
