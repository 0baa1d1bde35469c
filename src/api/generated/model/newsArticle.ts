import type { NewsItem } from './newsItem';

export type NewsArticle = NewsItem & {
  /** The body as plain-text paragraphs (no markup). */
  paragraphs: string[];
  /**
   * The body rendered from its Markdown and sanitized on save (no scripts, event handlers
   * or javascript: links); clients sanitize it again before showing it.
   */
  html: string;
};
