import type { Limit } from './limit';
import type { Page } from './page';

export interface PageRequest {
  page?: Page;
  limit?: Limit;
}
