import type { Decimal } from './decimal';

export interface PledgeCoin {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  staked: Decimal;
  awarded: Decimal;
}
