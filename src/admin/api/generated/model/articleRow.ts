import type { ArticleStatus } from './articleStatus';
import type { Id } from './id';
import type { NewsKind } from './newsKind';
import type { Timestamp } from './timestamp';
import type { TranslationStatuses } from './translationStatuses';

export interface ArticleRow {
  id: Id;
  kind: NewsKind;
  category_id: Id;
  /** The category's name in the request's language. */
  category: string;
  /** The English title. */
  title: string;
  status: ArticleStatus;
  /**
   * When it went or goes live; null for a draft.
   * @nullable
   */
  published_at: string | null;
  /** Listed first on its board. */
  pinned: boolean;
  /** On Home's notice strip (notices only). */
  on_home: boolean;
  /** Home's banner (one notice at most): its title and summary headline Home while published. */
  on_banner: boolean;
  updated_at: Timestamp;
  translation_status: TranslationStatuses;
}
