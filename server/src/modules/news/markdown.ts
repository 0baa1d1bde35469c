// An article's Markdown as readers get it: HTML rendered with marked and sanitized with
// sanitize-html on save (the app sanitizes it again with DOMPurify before showing it), and plain
// text for the answers that carry no markup (paragraphs, a summary).
import { Marked, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

// The same options as the console's live preview (src/lib/markdown.ts).
const marked = new Marked({ gfm: true, breaks: false, async: false });

/** What an article may contain: text structure, links, images and tables; nothing that runs. */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'del',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // A dropped element's text stays (as text); a script's or style's never does.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/** The body's HTML, safe to show. */
export function articleHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), POLICY).trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
};
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => ENTITIES[e]!);

/** A token's readable text: markup, raw HTML and images dropped, link texts kept. */
function textOf(token: Token): string {
  switch (token.type) {
    case 'html':
    case 'image':
    case 'space':
    case 'hr':
      return '';
    case 'br':
      return '\n';
    case 'code':
    case 'codespan':
    case 'escape':
      return decode((token as Tokens.Codespan).text);
    case 'list':
      return lines((token as Tokens.List).items);
    case 'blockquote':
    case 'list_item':
      return lines((token as Tokens.Blockquote).tokens);
    case 'text':
      if ((token as Tokens.Text).tokens) return (token as Tokens.Text).tokens!.map(textOf).join('');
      return decode((token as Tokens.Text).text);
    default: {
      const children = (token as { tokens?: Token[] }).tokens;
      return children ? children.map(textOf).join('') : '';
    }
  }
}

const lines = (tokens: Token[]) =>
  tokens
    .map((t) => textOf(t).trim())
    .filter(Boolean)
    .join('\n');

/** The Markdown without any raw HTML (a script's or style's text goes with it). */
const withoutHtml = (markdown: string) =>
  decode(sanitizeHtml(markdown, { allowedTags: [], allowedAttributes: {} }));

// C0 and C1 control characters (a tab becomes a space; newlines are kept where text may have lines).
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * A text for places that show plain text only (an operator's message in the inbox and in a push):
 * every tag dropped (a script's or style's text with it), entities decoded, until nothing is left
 * to drop (so `&lt;b&gt;` cannot become a tag), and no control characters. With `multiline`
 * newlines stay (CR LF and CR become LF); without, every line break becomes a space. Trimmed.
 */
export function plainText(text: string, { multiline = false } = {}): string {
  let out = text;
  for (let i = 0; i < 5; i++) {
    const next = withoutHtml(out);
    if (next === out) break;
    out = next;
  }
  if (/<[a-zA-Z!/?]/.test(out)) out = out.replace(/</g, '‹'); // still markup-shaped after 5 rounds
  out = out.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  if (!multiline) out = out.replace(/\n/g, ' ');
  return out.replace(CONTROLS, '').trim();
}

/** The body as plain-text paragraphs (one per block: paragraph, heading, list, quote, code). */
export function plainParagraphs(markdown: string): string[] {
  return marked
    .lexer(withoutHtml(markdown))
    .map((token) => textOf(token).trim())
    .filter(Boolean);
}

export const SUMMARY_MAX = 300;

/** A summary for an article that has none: its first paragraph, shortened at a word. */
export function summaryFrom(markdown: string, max = 140): string {
  const first = plainParagraphs(markdown)[0]?.replace(/\s+/g, ' ') ?? '';
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
