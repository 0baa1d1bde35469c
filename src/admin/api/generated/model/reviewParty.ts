import type { Id } from './id';
import type { ReviewPartyRole } from './reviewPartyRole';

export interface ReviewParty {
  role: ReviewPartyRole;
  user_id: Id;
  /** @nullable */
  email: string | null;
  /** @nullable */
  phone: string | null;
}
