import type { Count } from './count';
import type { PledgeCoin } from './pledgeCoin';

export interface PledgeSummary {
  active: Count;
  coins: PledgeCoin[];
}
