import type { AdminProductState } from './adminProductState';
import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';
import type { PositiveInt } from './positiveInt';
import type { ProductFamily } from './productFamily';
import type { Sort } from './sort';
import type { Timestamp } from './timestamp';

export interface AdminTrustProduct {
  id: Id;
  family: ProductFamily;
  currency_id: Id;
  /** The coin's symbol. */
  currency: string;
  /** The coin's decimal places (the minimum's limit). */
  decimals: Decimals;
  period_days: PositiveInt;
  min_amount: Decimal;
  daily_rate: Decimal;
  /** Derived, never stored - daily_rate x period_days (the spec's 0.4 % x 15 = 6 %). */
  total_rate: Decimal;
  /** When daily interest is paid (UTC, fixed by the server, not editable). */
  payout_time: string;
  settlement_ratio: Decimal;
  state: AdminProductState;
  opens_at: Timestamp | null;
  sort: Sort;
  /** Orders still hosting (not completed or redeemed). */
  open_orders: Count;
  /** The principal those orders hold, in the product's coin. */
  held_amount: Decimal;
}
