import type { Decimal } from './decimal';
import type { Id } from './id';
import type { OtcMarginRefundBlocker } from './otcMarginRefundBlocker';
import type { Timestamp } from './timestamp';

export interface OtcMargin {
  currency_id: Id;
  currency: string;
  required_amount: Decimal;
  /** Frozen in the spot account while paid. */
  paid_amount: Decimal;
  paid: boolean;
  paid_at: Timestamp | null;
  /** Spot balance available to pay the margin with. */
  available: Decimal;
  /** Why a paid margin cannot be refunded now (online ads, open orders); null when it can. */
  refund_blocker: OtcMarginRefundBlocker;
}
