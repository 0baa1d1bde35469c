import type { ArticleTexts } from './articleTexts';
import type { Id } from './id';

export interface ArticleForm {
  /** The category (its kind is the board). */
  category_id: Id;
  /** Show it on Home's notice strip (notices only; ignored for other kinds). */
  on_home?: boolean;
  translations: ArticleTexts;
}
