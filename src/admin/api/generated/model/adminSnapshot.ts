import type { AdminSnapshotStatus } from './adminSnapshotStatus';
import type { AdminSnapshotTrigger } from './adminSnapshotTrigger';
import type { CoinFigures } from './coinFigures';
import type { Count } from './count';
import type { Hash } from './hash';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

/**
 * Any snapshot attempt, published or refused.
 */
export interface AdminSnapshot {
  id: Id;
  taken_at: Timestamp;
  /** `refused`: the users' balances did not match the ledger; nothing was published. */
  status: AdminSnapshotStatus;
  trigger: AdminSnapshotTrigger;
  root_hash: null | Hash;
  /**
   * @minimum 0
   * @maximum 1073741824
   */
  leaf_count: number;
  account_count: Count;
  coins: CoinFigures[];
  /** Why it was refused, one line each (a coin whose total differs from the ledger, a negative balance). */
  problems: string[];
  duration_ms: Count;
}
