import type { Timestamp } from './timestamp';

export interface Reconciliation {
  /** True when the audit found no problem. */
  ok: boolean;
  checked_at: Timestamp;
  /**
   * How many ledger accounts were checked.
   * @minimum 0
   */
  accounts: number;
  problems: string[];
}
