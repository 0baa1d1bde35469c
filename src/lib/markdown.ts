import { Marked } from 'marked';

// Markdown to HTML in the browser, for the console's live preview of an article being written.
// The same options as the server's renderer (server/src/modules/news/markdown.ts), which renders
// the saved text; ArticleBody sanitizes whatever this returns before it is shown.
const marked = new Marked({ gfm: true, breaks: false, async: false });

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
