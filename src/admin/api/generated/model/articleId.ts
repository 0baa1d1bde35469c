/**
 * An article's numeric id.
 * @pattern ^\d{1,9}$
 */
export type ArticleId = string;
