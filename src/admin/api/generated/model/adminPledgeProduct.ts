import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';
import type { MiningState } from './miningState';
import type { PositiveInt } from './positiveInt';
import type { Sort } from './sort';

export interface AdminPledgeProduct {
  id: Id;
  currency_id: Id;
  /** The coin's symbol. */
  currency: string;
  /** false when the coin is delisted. */
  coin_listed: boolean;
  /** The coin's decimal places (the amounts' limit). */
  decimals: Decimals;
  days: PositiveInt;
  /** Award a day, a share of the amount. */
  daily_rate: Decimal;
  /** Derived, never stored - daily_rate x days. */
  total_rate: Decimal;
  min_amount: Decimal;
  max_amount: Decimal;
  sort: Sort;
  state: MiningState;
  /** Pledges not yet released. */
  active_pledges: Count;
  /** The amount they hold frozen. */
  staked: Decimal;
}
