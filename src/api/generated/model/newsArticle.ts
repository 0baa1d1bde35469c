import type { NewsItem } from './newsItem';

export type NewsArticle = NewsItem & {
  /** The body as plain-text paragraphs (no markup). */
  paragraphs: string[];
};
