import type { Pagination } from './pagination';
import type { Rebate } from './rebate';
import type { RebateTotal } from './rebateTotal';

export type RebatePage = Pagination & {
  items: Rebate[];
  totals: RebateTotal[];
};
