import type { Balance } from './balance';
import type { Passkey } from './passkey';
import type { SecondFactorReset } from './secondFactorReset';
import type { UserDetailKyc } from './userDetailKyc';
import type { UserDetailProfile } from './userDetailProfile';
import type { UserDetailReferrals } from './userDetailReferrals';
import type { UserFlags } from './userFlags';
import type { UserSession } from './userSession';

export interface UserDetail {
  profile: UserDetailProfile;
  kyc: UserDetailKyc;
  /** Every account the user has used, by currency then account. */
  balances: Balance[];
  /** Live sessions, newest first. */
  sessions: UserSession[];
  /**
   * The user's passkeys (second factors that also sign in on their own), oldest first.
   * @maxItems 10
   */
  passkeys: Passkey[];
  referrals: UserDetailReferrals;
  flags: UserFlags;
  /** The reset of the user's authenticator waiting for an admin, if any. */
  second_factor_reset: null | SecondFactorReset;
}
