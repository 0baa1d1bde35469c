import type { ArticleTexts } from './articleTexts';

export interface ArticleForm {
  /**
   * The category (its kind is the board).
   * @minimum 1
   */
  category_id: number;
  /** Show it on Home's notice strip (notices only; ignored for other kinds). */
  on_home?: boolean;
  translations: ArticleTexts;
}
