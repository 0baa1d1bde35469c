import type { Decimal } from './decimal';
import type { PartnerLevel } from './partnerLevel';
import type { RankingEntry } from './rankingEntry';

export interface Center2 {
  /** @minimum 1 */
  level: number;
  level_name: string;
  /**
   * Partners (level 2 and above) only.
   * @nullable
   */
  authorization_code: string | null;
  rebate_ratio: Decimal;
  /** @minimum 0 */
  direct_count: number;
  levels: PartnerLevel[];
  /** @maxItems 10 */
  ranking: RankingEntry[];
}
