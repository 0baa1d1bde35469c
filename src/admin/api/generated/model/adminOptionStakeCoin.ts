import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';
import type { StakeCoinState } from './stakeCoinState';

export interface AdminOptionStakeCoin {
  /** The coin (the key). */
  currency_id: Id;
  /** The coin's symbol. */
  currency: string;
  /** The coin's decimal places (the minimum stake's limit). */
  decimals: Decimals;
  /** False when the coin is delisted - the app then offers no stake in it, whatever the state. */
  coin_listed: boolean;
  /** Minimum stake in this coin. */
  min_amount: Decimal;
  state: StakeCoinState;
  /** Option orders in this coin still waiting for delivery. */
  open_orders: Count;
  /** Their stakes in this coin, summed. */
  staked: Decimal;
}
