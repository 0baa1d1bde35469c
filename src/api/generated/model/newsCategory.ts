import type { Count } from './count';
import type { Id } from './id';
import type { NewsKind } from './newsKind';

export interface NewsCategory {
  id: Id;
  kind: NewsKind;
  name: string;
  article_count: Count;
}
