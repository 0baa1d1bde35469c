import type { PledgeProduct } from './pledgeProduct';
import type { PledgeSummary } from './pledgeSummary';

export interface PledgeInfo {
  products: PledgeProduct[];
  summary: PledgeSummary;
}
