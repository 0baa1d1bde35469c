/**
 * missing - no text in that language (readers of it get the English one, marked); outdated - the
 * English source was edited after this translation was last edited; current - otherwise.
 * English itself, the source, is always current.
 */
export type TranslationStatus = (typeof TranslationStatus)[keyof typeof TranslationStatus];

export const TranslationStatus = {
  missing: 'missing',
  outdated: 'outdated',
  current: 'current',
} as const;
