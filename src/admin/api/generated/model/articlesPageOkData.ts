import type { ArticleRow } from './articleRow';
import type { Pagination } from './pagination';

export type ArticlesPageOkData = Pagination & {
  items: ArticleRow[];
};
