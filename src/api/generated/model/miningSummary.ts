import type { Count } from './count';
import type { MiningCoin } from './miningCoin';

export interface MiningSummary {
  miners: Count;
  preparing: Count;
  earning: Count;
  coins: MiningCoin[];
}
