import type { Decimal } from './decimal';
import type { Id } from './id';
import type { OtcAppeal } from './otcAppeal';
import type { OtcOrderCancelReason } from './otcOrderCancelReason';
import type { OtcOrderStatus } from './otcOrderStatus';
import type { OtcParty } from './otcParty';
import type { OtcPayKind } from './otcPayKind';
import type { OtcReceivingAccount } from './otcReceivingAccount';
import type { OtcRole } from './otcRole';
import type { Timestamp } from './timestamp';

export interface OtcOrder {
  id: Id;
  order_no: string;
  ad_id: Id;
  /** The side of the user asking. */
  role: OtcRole;
  status: OtcOrderStatus;
  currency_id: Id;
  currency: string;
  legal: string;
  price: Decimal;
  quantity: Decimal;
  /** Total to pay in the legal currency. */
  amount: Decimal;
  /** In the coin, taken from what the buyer receives. */
  fee: Decimal;
  /** quantity - fee. */
  receive_quantity: Decimal;
  min_amount: Decimal;
  max_amount: Decimal;
  buyer: OtcParty;
  seller: OtcParty;
  pay_kinds: OtcPayKind[];
  /** The method the buyer paid with; null until paid. */
  payment_kind: OtcPayKind | null;
  /**
   * The seller's accounts for `pay_kinds`. The buyer sees them while the order is to be paid, to
   * be confirmed or under appeal; the seller always sees their own; otherwise null.
   */
  receiving: OtcReceivingAccount[] | null;
  /** @nullable */
  payment_voucher_upload_id: string | null;
  pay_deadline: Timestamp;
  paid_at: Timestamp | null;
  /** When the buyer may appeal a payment not confirmed (paid_at + confirm_minutes); null until paid. */
  appeal_after: Timestamp | null;
  confirmed_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancel_reason: OtcOrderCancelReason;
  appeal: OtcAppeal | null;
  created_at: Timestamp;
}
