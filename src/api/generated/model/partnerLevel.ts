import type { Count } from './count';
import type { Decimal } from './decimal';
import type { PositiveInt } from './positiveInt';

export interface PartnerLevel {
  level: PositiveInt;
  name: string;
  /** The level's authorization code. */
  authorization_code: string;
  /** Direct team size needed. */
  min_team: Count;
  rebate_ratio: Decimal;
}
