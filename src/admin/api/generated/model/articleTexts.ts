import type { ArticleText } from './articleText';

/**
 * The texts by language. English is the source and is required; a language left out has no
 * translation (an update that leaves one out removes it).
 */
export interface ArticleTexts {
  en: ArticleText;
  zh?: ArticleText;
  hk?: ArticleText;
  jp?: ArticleText;
  kr?: ArticleText;
  esp?: ArticleText;
  th?: ArticleText;
}
