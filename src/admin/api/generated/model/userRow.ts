import type { Id } from './id';
import type { KycLevel } from './kycLevel';
import type { KycStatus } from './kycStatus';
import type { Timestamp } from './timestamp';

export interface UserRow {
  id: Id;
  /** @nullable */
  email: string | null;
  /** @nullable */
  phone: string | null;
  /** @nullable */
  area_code: string | null;
  /** @nullable */
  invite_code: string | null;
  kyc_status: KycStatus;
  kyc_level: KycLevel;
  created_at: Timestamp;
  sign_in_frozen: boolean;
  withdraw_frozen: boolean;
}
