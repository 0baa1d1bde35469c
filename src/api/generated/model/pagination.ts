import type { Count } from './count';
import type { Limit } from './limit';
import type { Page } from './page';

export interface Pagination {
  total: Count;
  page: Page;
  limit: Limit;
}
