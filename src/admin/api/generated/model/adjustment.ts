import type { AccountKind } from './accountKind';
import type { AdjustmentStatus } from './adjustmentStatus';
import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface Adjustment {
  id: Id;
  user_id: Id;
  account: AccountKind;
  currency_id: Id;
  currency: string;
  amount: Decimal;
  /** What |amount| was worth in USDT when requested (null without a price). */
  value_usdt: null | Decimal;
  reason: string;
  status: AdjustmentStatus;
  /** The requesting operator's e-mail. */
  requested_by: string;
  requested_at: Timestamp;
  /**
   * The second operator who approved or rejected it (null when posted at once).
   * @nullable
   */
  decided_by: string | null;
  /** @nullable */
  decided_at: string | null;
  /** @nullable */
  decision_reason: string | null;
  /** The ledger entry, once posted. */
  entry_id: Id | null;
}
