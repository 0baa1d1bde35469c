import type { ArticleTranslation } from './articleTranslation';

/**
 * The texts that exist, by language.
 */
export interface ArticleTranslations {
  en: ArticleTranslation;
  zh?: ArticleTranslation;
  hk?: ArticleTranslation;
  jp?: ArticleTranslation;
  kr?: ArticleTranslation;
  esp?: ArticleTranslation;
  th?: ArticleTranslation;
}
