import type { Count } from './count';
import type { Decimal } from './decimal';
import type { PositiveInt } from './positiveInt';

export interface Invite {
  invite_code: string;
  /** The register page with the code as `?code=`. */
  invite_link: string;
  level: PositiveInt;
  level_name: string;
  rebate_ratio: Decimal;
  /** Depth 1 and 2. */
  team_count: Count;
  direct_count: Count;
}
