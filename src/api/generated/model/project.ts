import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';
import type { ProjectAcceptedItem } from './projectAcceptedItem';
import type { ProjectState } from './projectState';
import type { Timestamp } from './timestamp';

export interface Project {
  id: Id;
  currency_id: Id;
  /** The new coin's symbol. */
  currency: string;
  decimals: Decimals;
  /** Introduction in the request's language. */
  intro: string;
  /** USDT per coin. */
  issue_price: Decimal;
  /** Coins offered. */
  supply: Decimal;
  /** Coins not yet reserved. */
  remaining: Decimal;
  /** Percent of the supply reserved, 0 to 100. */
  progress: Decimal;
  /** Minimum of one subscription in USDT value. */
  min_usdt: Decimal;
  /** Maximum of one subscription in USDT value. */
  max_usdt: Decimal;
  /** The most one user may subscribe to this project in all (USDT value of their subscriptions not rejected; code 2746 beyond it); null - no such limit. */
  user_limit_usdt: Decimal | null;
  /** Lock-up period after passing, in days. */
  lock_days: Count;
  /** Accepted payment currencies. */
  accepted: ProjectAcceptedItem[];
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** Estimated launch time. */
  launch_at: Timestamp;
  state: ProjectState;
}
