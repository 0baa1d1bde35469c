import type { Count } from './count';
import type { Timestamp } from './timestamp';

export interface Reconciliation {
  /** True when the audit found no problem. */
  ok: boolean;
  checked_at: Timestamp;
  /** How many ledger accounts were checked. */
  accounts: Count;
  problems: string[];
}
