import type { TranslationStatus } from './translationStatus';

/**
 * The status of every language's text.
 */
export interface TranslationStatuses {
  en: TranslationStatus;
  zh: TranslationStatus;
  hk: TranslationStatus;
  jp: TranslationStatus;
  kr: TranslationStatus;
  esp: TranslationStatus;
  th: TranslationStatus;
}
