/**
 * An article's numeric id.
 * @maxLength 9
 * @pattern ^\d{1,9}$
 */
export type ArticleId = string;
