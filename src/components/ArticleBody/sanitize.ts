import DOMPurify from 'dompurify';

// The browser's half of article safety: the server sanitizes an article's HTML when it is saved,
// and every render sanitizes it again here (DOMPurify), so HTML that reached the page any other
// way - an old row, a proxy, a preview of text never saved - still cannot run anything.

/** What an article may contain: as the server's policy (server/src/modules/news/markdown.ts). */
const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'start', 'align', 'target', 'rel'];

let purifier: ReturnType<typeof DOMPurify> | undefined;
function instance() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // Links leave the app in a new tab, without handing it the app's window.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  return purifier;
}

const asText = (html: string) => html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML with everything that could run removed (scripts, handlers, javascript: links...). */
export function sanitizeArticle(html: string): string {
  const purify = instance();
  // DOMPurify hands back its input untouched where it cannot work: show the markup as text then.
  if (!purify.isSupported) return asText(html);
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
