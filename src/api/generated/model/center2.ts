import type { Count } from './count';
import type { Decimal } from './decimal';
import type { PartnerLevel } from './partnerLevel';
import type { PositiveInt } from './positiveInt';
import type { RankingEntry } from './rankingEntry';

export interface Center2 {
  level: PositiveInt;
  level_name: string;
  /**
   * Partners (level 2 and above) only.
   * @nullable
   */
  authorization_code: string | null;
  rebate_ratio: Decimal;
  direct_count: Count;
  levels: PartnerLevel[];
  /** @maxItems 10 */
  ranking: RankingEntry[];
}
