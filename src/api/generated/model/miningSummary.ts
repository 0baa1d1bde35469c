import type { MiningCoin } from './miningCoin';

export interface MiningSummary {
  /** @minimum 0 */
  miners: number;
  /** @minimum 0 */
  preparing: number;
  /** @minimum 0 */
  earning: number;
  coins: MiningCoin[];
}
