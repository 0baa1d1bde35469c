import type { Count } from './count';
import type { UserRef } from './userRef';

export type UserDetailReferrals = {
  /** Who invited the user, if anyone. */
  inviter: null | UserRef;
  /** Users this user invited. */
  invited: Count;
};
