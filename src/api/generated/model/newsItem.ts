import type { Id } from './id';
import type { Lang } from './lang';
import type { NewsKind } from './newsKind';
import type { Timestamp } from './timestamp';

/**
 * A published article (drafts and articles scheduled for later are never listed), in the
 * reader's language; when it has no text in that language, in English with `fallback: true`
 * (the app then says it is shown in English).
 */
export interface NewsItem {
  id: Id;
  kind: NewsKind;
  category_id: Id;
  category: string;
  title: string;
  summary: string;
  published_at: Timestamp;
  lang: Lang;
  /** True when the reader's language has no text and the English one is shown. */
  fallback: boolean;
  /** Pinned by the operator: listed before newer articles. */
  pinned: boolean;
}
