import type { Timestamp } from './timestamp';

export interface ArticleTranslation {
  title: string;
  summary: string;
  /** The Markdown as saved. */
  body: string;
  /** The sanitized HTML rendered from it on save. */
  html: string;
  updated_at: Timestamp;
  /**
   * The operator who last edited it; null while it is the seeded text.
   * @nullable
   */
  updated_by: string | null;
}
