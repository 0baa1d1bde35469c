import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Id } from './id';
import type { OtcAdStatus } from './otcAdStatus';
import type { OtcPayKind } from './otcPayKind';
import type { OtcSide } from './otcSide';
import type { OtcTrader } from './otcTrader';
import type { Timestamp } from './timestamp';

export interface OtcAd {
  id: Id;
  side: OtcSide;
  status: OtcAdStatus;
  currency_id: Id;
  currency: string;
  legal: string;
  price: Decimal;
  total_quantity: Decimal;
  /** Not yet sold or bought, nor held by an open order. */
  remaining_quantity: Decimal;
  /** The smallest order, in the legal currency. */
  min_amount: Decimal;
  /** The largest order, in the legal currency. */
  max_amount: Decimal;
  /** @minItems 1 */
  pay_kinds: OtcPayKind[];
  remark: string;
  /** Orders on the ad not yet confirmed or cancelled (0 for others). */
  open_orders: Count;
  mine: boolean;
  trader: OtcTrader;
  created_at: Timestamp;
}
