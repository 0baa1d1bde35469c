import type { KycReviewStatus } from './kycReviewStatus';
import type { Timestamp } from './timestamp';

export interface KycLevelState {
  status: KycReviewStatus;
  /**
   * Why the last application was rejected.
   * @maxLength 500
   * @nullable
   */
  reason: string | null;
  submitted_at: null | Timestamp;
  reviewed_at: null | Timestamp;
}
