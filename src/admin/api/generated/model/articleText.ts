/**
 * One language's text. The body is Markdown; raw HTML in it is allowed but sanitized (scripts,
 * event handlers and javascript: links never reach a reader). An empty summary is filled from
 * the body's first paragraph.
 */
export interface ArticleText {
  /**
   * @minLength 1
   * @maxLength 120
   */
  title: string;
  /** @maxLength 300 */
  summary?: string;
  /**
   * @minLength 1
   * @maxLength 20000
   */
  body: string;
}
