import type { ArticleStatus } from './articleStatus';
import type { LimitParameter } from './limitParameter';
import type { NewsKind } from './newsKind';
import type { PageParameter } from './pageParameter';

export type AdminArticlesParams = {
  kind?: NewsKind;
  /**
   * @minimum 1
   */
  category_id?: number;
  status?: ArticleStatus;
  /**
   * @minimum 1
   */
  page?: PageParameter;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
};
