import type { Count } from './count';
import type { PositiveInt } from './positiveInt';

export interface RankingEntry {
  /**
   * @minimum 1
   * @maximum 10
   */
  rank: number;
  account: string;
  team_count: Count;
  level: PositiveInt;
}
