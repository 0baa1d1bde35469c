import type { KycStatus } from './kycStatus';
import type { TeamMemberDepth } from './teamMemberDepth';
import type { Timestamp } from './timestamp';

export interface TeamMember {
  /** Masked e-mail or phone. */
  account: string;
  kyc_status: KycStatus;
  /** @minimum 1 */
  level: number;
  depth: TeamMemberDepth;
  joined_at: Timestamp;
  /**
   * The member's own direct team.
   * @minimum 0
   */
  team_count: number;
}
