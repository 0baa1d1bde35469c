import type { Decimal } from './decimal';

export interface Invite {
  invite_code: string;
  /** The register page with the code as `?code=`. */
  invite_link: string;
  /** @minimum 1 */
  level: number;
  level_name: string;
  rebate_ratio: Decimal;
  /**
   * Depth 1 and 2.
   * @minimum 0
   */
  team_count: number;
  /** @minimum 0 */
  direct_count: number;
}
