import type { Decimal } from './decimal';
import type { Id } from './id';

export interface RebateTotal {
  currency_id: Id;
  currency: string;
  amount: Decimal;
}
