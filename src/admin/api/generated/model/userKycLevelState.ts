import type { UserKycLevelStateStatus } from './userKycLevelStateStatus';

export interface UserKycLevelState {
  status: UserKycLevelStateStatus;
  /**
   * Why the latest application was refused.
   * @nullable
   */
  reason: string | null;
  /** @nullable */
  submitted_at: string | null;
  /** @nullable */
  reviewed_at: string | null;
}
