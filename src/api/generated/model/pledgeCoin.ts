import type { Decimal } from './decimal';
import type { Id } from './id';

export interface PledgeCoin {
  currency_id: Id;
  currency: string;
  staked: Decimal;
  awarded: Decimal;
}
