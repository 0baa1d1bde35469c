import type { NewsKind } from './newsKind';

export interface NewsCategory {
  /** @minimum 1 */
  id: number;
  kind: NewsKind;
  name: string;
  /** @minimum 0 */
  article_count: number;
}
