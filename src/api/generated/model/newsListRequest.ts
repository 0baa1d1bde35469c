import type { NewsKind } from './newsKind';

export interface NewsListRequest {
  kind: NewsKind;
  /** @minimum 1 */
  category_id?: number;
  /** @minimum 1 */
  page?: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: number;
}
