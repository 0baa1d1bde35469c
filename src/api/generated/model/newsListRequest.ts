import type { NewsKind } from './newsKind';

export interface NewsListRequest {
  kind: NewsKind;
  /** @minimum 1 */
  category_id?: number;
  /** Only the notices the operator chose for Home's notice strip. */
  on_home?: boolean;
  /** Only the notice the operator chose as Home's banner (none, or one). */
  banner?: boolean;
  /** @minimum 1 */
  page?: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: number;
}
