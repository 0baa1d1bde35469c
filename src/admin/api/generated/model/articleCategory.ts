import type { NewsKind } from './newsKind';

export interface ArticleCategory {
  /** @minimum 1 */
  id: number;
  kind: NewsKind;
  /** The category's name in the request's language. */
  name: string;
}
