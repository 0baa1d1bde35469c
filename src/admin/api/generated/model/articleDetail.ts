import type { ArticleRow } from './articleRow';
import type { ArticleTranslations } from './articleTranslations';
import type { Timestamp } from './timestamp';

export type ArticleDetail = ArticleRow & {
  created_at: Timestamp;
  translations: ArticleTranslations;
};
