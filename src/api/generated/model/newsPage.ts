import type { NewsCategory } from './newsCategory';
import type { NewsItem } from './newsItem';
import type { Pagination } from './pagination';

export type NewsPage = Pagination & {
  items: NewsItem[];
  categories: NewsCategory[];
};
