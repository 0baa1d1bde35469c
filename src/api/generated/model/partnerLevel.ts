import type { Decimal } from './decimal';

export interface PartnerLevel {
  /** @minimum 1 */
  level: number;
  name: string;
  /** The level's authorization code. */
  authorization_code: string;
  /**
   * Direct team size needed.
   * @minimum 0
   */
  min_team: number;
  rebate_ratio: Decimal;
}
