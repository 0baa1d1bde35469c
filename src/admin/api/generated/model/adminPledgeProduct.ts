import type { Decimal } from './decimal';
import type { MiningState } from './miningState';

export interface AdminPledgeProduct {
  id: number;
  currency_id: number;
  /** The coin's symbol. */
  currency: string;
  /** false when the coin is delisted. */
  coin_listed: boolean;
  /** The coin's decimal places (the amounts' limit). */
  decimals: number;
  /** @minimum 1 */
  days: number;
  /** Award a day, a share of the amount. */
  daily_rate: Decimal;
  /** Derived, never stored - daily_rate x days. */
  total_rate: Decimal;
  min_amount: Decimal;
  max_amount: Decimal;
  sort: number;
  state: MiningState;
  /** Pledges not yet released. */
  active_pledges: number;
  /** The amount they hold frozen. */
  staked: Decimal;
}
