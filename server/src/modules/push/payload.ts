// What a push carries: the notification's title and text in the browser's language, rendered from
// the app's own notification texts (src/i18n/locales/<lang>/notifications.json: one source of
// truth for the inbox and the push), and the app page to open.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NotificationRow } from '../../db/schema/notifications.ts';
import { DEFAULT_LANG, isLang, type Lang } from '../../i18n/languages.ts';

type KindTexts = {
  title: string;
  body?: string;
  unknownEvent?: string;
  bodyReason?: string;
} & Record<string, string | undefined>;

/** Parameters whose value picks a variant of the text (e.g. `result: won` -> the `won` text). */
const VARIANTS = ['outcome', 'result', 'side', 'level'];
const OWN_KEYS = new Set(['title', 'body', 'bodyReason', 'unknownEvent']);
type Texts = { kind: Record<string, KindTexts>; events: Record<string, string> };

const LOCALES = fileURLToPath(new URL('../../../../src/i18n/locales/', import.meta.url));
const cache = new Map<Lang, Texts>();
const read = <T>(lang: Lang, ns: string) =>
  JSON.parse(readFileSync(`${LOCALES}${lang}/${ns}.json`, 'utf8')) as T;

function textsOf(lang: Lang): Texts {
  let texts = cache.get(lang);
  if (!texts) {
    const { kind } = read<{ kind: Texts['kind'] }>(lang, 'notifications');
    // A security alert names its event as the activity page does.
    const events = read<{ activity: { kind: Record<string, string> } }>(lang, 'security').activity
      .kind;
    texts = { kind, events };
    cache.set(lang, texts);
  }
  return texts;
}

/** i18next's `{{name}}` interpolation (the texts are plain text: nothing to escape). */
const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');

/** Amounts as the app shows them: thousands grouped (src/lib/decimal.ts groupThousands), a
 * profit with its sign (src/features/notifications/texts.ts). */
const AMOUNTS = ['amount', 'quantity', 'payout', 'price'];
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
function grouped(value: string): string {
  if (!PLAIN_DECIMAL.test(value)) return value;
  const [int = '', frac] = value.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = (sign ? int.slice(1) : int).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${frac !== undefined ? `.${frac}` : ''}`;
}
function shown(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const signed = name === 'pnl' && PLAIN_DECIMAL.test(value) && !value.startsWith('-');
    out[name] =
      signed && /[1-9]/.test(value)
        ? `+${grouped(value)}`
        : name === 'pnl' || AMOUNTS.includes(name)
          ? grouped(value)
          : value;
  }
  return out;
}

/** The title and text exactly as the app's inbox words them (src/features/notifications/texts.ts;
 * tests/unit/notifications/push-text.test.ts holds the two together). */
function words(row: NotificationRow, lang: Lang): { title: string; body: string } {
  const texts = textsOf(lang);
  const params = row.params;
  if (row.kind === 'announcement')
    return {
      title: params.title?.trim() || texts.kind.announcement!.title,
      body: params.body ?? '',
    };
  if (row.kind === 'security_alert') {
    const text = texts.kind.security_alert!;
    const event = params.event ? texts.events[params.event] : undefined;
    return {
      title: text.title,
      body: event ? fill(text.body ?? '', { event }) : (text.unknownEvent ?? ''),
    };
  }
  const text = texts.kind[row.kind];
  if (!text) return { title: texts.kind.unknown!.title, body: '' };
  const variant = VARIANTS.map((name) => params[name]).find(
    (value) => value && !OWN_KEYS.has(value) && text[value],
  );
  const body = variant
    ? text[variant]
    : params.reason?.trim() && text.bodyReason
      ? text.bodyReason
      : text.body;
  const values = shown(params);
  return { title: fill(text.title, values), body: fill(body ?? '', values) };
}

export interface PushPayload {
  id: number;
  title: string;
  body: string;
  /** The app page (a path under /pages/); the service worker opens it in the app. */
  link: string;
  lang: Lang;
}

export function pushPayload(row: NotificationRow, lang: string): PushPayload {
  const chosen = isLang(lang) ? lang : DEFAULT_LANG;
  return { id: row.id, ...words(row, chosen), link: row.link, lang: chosen };
}
