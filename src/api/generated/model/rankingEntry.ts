export interface RankingEntry {
  /**
   * @minimum 1
   * @maximum 10
   */
  rank: number;
  account: string;
  /** @minimum 0 */
  team_count: number;
  /** @minimum 1 */
  level: number;
}
