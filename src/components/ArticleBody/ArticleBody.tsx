import { useMemo } from 'react';
import styles from './ArticleBody.module.css';
import { sanitizeArticle } from './sanitize';

export interface ArticleBodyProps {
  /** The article's HTML (the server renders it from Markdown); sanitized again here. */
  html: string;
  /** The language of the text, when it is not the page's (an English fallback). */
  lang?: string;
}

/** An article's body as readers see it: the app's pages and the console's live preview. */
export function ArticleBody({ html, lang }: ArticleBodyProps) {
  const clean = useMemo(() => sanitizeArticle(html), [html]);
  return <div className={styles.body} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export default ArticleBody;
