import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Lang } from './lang';
import type { PartnerLevelNames } from './partnerLevelNames';
import type { PositiveInt } from './positiveInt';

export interface AdminPartnerLevel {
  /** The level's number (the key). */
  level: PositiveInt;
  /** The name in the request's language, the English one where that is missing. */
  name: string;
  names: PartnerLevelNames;
  /** The languages without a name of their own. */
  missing_languages: Lang[];
  /** Prefix of a partner's personal authorization code (level 2 and above), e.g. P2. */
  authorization_code: string;
  /** Direct invitees needed (level 1 - 0). */
  min_team: Count;
  /** The inviter's share of a team member's trading fee (0.2 = 20 %). */
  rebate_ratio: Decimal;
  /** Users at this level now. */
  users: Count;
}
