import type { Id } from './id';
import type { MerchantAppealAppealedBy } from './merchantAppealAppealedBy';
import type { MerchantAppealResolution } from './merchantAppealResolution';
import type { MerchantAppealRole } from './merchantAppealRole';
import type { OtcOrderStatus } from './otcOrderStatus';
import type { Timestamp } from './timestamp';

export interface MerchantAppeal {
  order_id: Id;
  order_no: string;
  /** The merchant's side of the order. */
  role: MerchantAppealRole;
  /** Which side appealed. */
  appealed_by: MerchantAppealAppealedBy;
  /** The appellant's words. */
  description: string;
  created_at: Timestamp;
  /** The side the appeal was decided for; null while it is open. */
  resolution: MerchantAppealResolution;
  resolved_at: Timestamp | null;
  order_status: OtcOrderStatus;
}
