import type { PledgeCoin } from './pledgeCoin';

export interface PledgeSummary {
  /** @minimum 0 */
  active: number;
  coins: PledgeCoin[];
}
