import type { ReviewPartyRole } from './reviewPartyRole';

export interface ReviewParty {
  role: ReviewPartyRole;
  /** @minimum 1 */
  user_id: number;
  /** @nullable */
  email: string | null;
  /** @nullable */
  phone: string | null;
}
