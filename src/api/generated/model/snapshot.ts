import type { CoinFigures } from './coinFigures';
import type { Count } from './count';
import type { Hash } from './hash';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

/**
 * A published snapshot.
 */
export interface Snapshot {
  id: Id;
  taken_at: Timestamp;
  root_hash: Hash;
  /**
   * @minimum 1
   * @maximum 1073741824
   */
  leaf_count: number;
  account_count: Count;
  coins: CoinFigures[];
}
