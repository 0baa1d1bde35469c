import type { ArticleStatus, NewsKind, TranslationStatus } from '../../api/generated/model';

// The words of the content screens for the values the contract enumerates (literal keys: the
// console's locale test reads them here).

export const KIND_LABEL: Record<NewsKind, string> = {
  notice: 'content.kind_notice',
  news: 'content.kind_news',
  help: 'content.kind_help',
  rule: 'content.kind_rule',
};

export const STATUS_LABEL: Record<ArticleStatus, string> = {
  draft: 'content.status_draft',
  scheduled: 'content.status_scheduled',
  published: 'content.status_published',
};
export const STATUS_COLOR: Record<ArticleStatus, string> = {
  draft: 'default',
  scheduled: 'warning',
  published: 'success',
};

export const TRANSLATION_LABEL: Record<TranslationStatus, string> = {
  missing: 'content.translation_missing',
  outdated: 'content.translation_outdated',
  current: 'content.translation_current',
};
export const TRANSLATION_COLOR: Record<TranslationStatus, string> = {
  missing: 'default',
  outdated: 'warning',
  current: 'success',
};
/** A mark beside the colour, so the status does not rest on colour alone (see the legend). */
export const TRANSLATION_MARK: Record<TranslationStatus, string> = {
  missing: '–',
  outdated: '!',
  current: '✓',
};

/** Text for screen readers only. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
