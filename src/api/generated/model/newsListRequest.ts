import type { Id } from './id';
import type { Limit } from './limit';
import type { NewsKind } from './newsKind';
import type { Page } from './page';

export interface NewsListRequest {
  kind: NewsKind;
  category_id?: Id;
  /** Only the notices the operator chose for Home's notice strip. */
  on_home?: boolean;
  /** Only the notice the operator chose as Home's banner (none, or one). */
  banner?: boolean;
  page?: Page;
  limit?: Limit;
}
