import type { Count } from './count';
import type { KycStatus } from './kycStatus';
import type { PositiveInt } from './positiveInt';
import type { TeamMemberDepth } from './teamMemberDepth';
import type { Timestamp } from './timestamp';

export interface TeamMember {
  /** Masked e-mail or phone. */
  account: string;
  kyc_status: KycStatus;
  level: PositiveInt;
  /**
   * @minimum 1
   * @maximum 2
   */
  depth: TeamMemberDepth;
  joined_at: Timestamp;
  /** The member's own direct team. */
  team_count: Count;
}
