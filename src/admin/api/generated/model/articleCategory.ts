import type { Id } from './id';
import type { NewsKind } from './newsKind';

export interface ArticleCategory {
  id: Id;
  kind: NewsKind;
  /** The category's name in the request's language. */
  name: string;
}
