import type { Adjustment } from './adjustment';
import type { Decimal } from './decimal';

export type AdjustmentsOkData = {
  threshold_usdt: Decimal;
  /** Every adjustment waiting for a second operator, oldest first. */
  pending: Adjustment[];
  /** The 50 latest posted or rejected adjustments, newest first. */
  recent: Adjustment[];
};
