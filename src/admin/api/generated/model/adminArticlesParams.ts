import type { ArticleStatus } from './articleStatus';
import type { Id } from './id';
import type { LimitParameter } from './limitParameter';
import type { NewsKind } from './newsKind';
import type { PageParameter } from './pageParameter';

export type AdminArticlesParams = {
  kind?: NewsKind;
  category_id?: Id;
  status?: ArticleStatus;
  /**
   * A page number, from 1.
   * @minimum 1
   * @maximum 100000
   */
  page?: PageParameter;
  /**
   * Items per page.
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
};
