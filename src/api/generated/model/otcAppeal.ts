import type { OtcRole } from './otcRole';
import type { Timestamp } from './timestamp';

export interface OtcAppeal {
  by: OtcRole;
  description: string;
  voucher_upload_id: string;
  created_at: Timestamp;
  /** The side the operator decided for; null while pending. */
  resolution: OtcRole | null;
  resolved_at: Timestamp | null;
}
