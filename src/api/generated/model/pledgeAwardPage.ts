import type { Pagination } from './pagination';
import type { PledgeAward } from './pledgeAward';

export type PledgeAwardPage = Pagination & {
  items: PledgeAward[];
};
