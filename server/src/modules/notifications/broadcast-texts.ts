// An operator's broadcast (broadcast.ts) keeps its texts once, in `broadcasts`; each recipient's
// `announcement` notification holds only its id (params.broadcast). The inbox and the push fill in
// `title` and `body` in the reader's language (English when a text is missing) from these.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { broadcasts, type BroadcastTexts } from '../../db/schema/broadcasts.ts';
import type { NotificationRow } from '../../db/schema/notifications.ts';
import { DEFAULT_LANG, isLang } from '../../i18n/languages.ts';

export type TextsOfBroadcasts = Map<number, BroadcastTexts>;

type Row = Pick<NotificationRow, 'kind' | 'params'>;

const broadcastOf = (row: Row): number | null => {
  const id = row.kind === 'announcement' ? Number(row.params.broadcast) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The texts of every broadcast the rows name, in one query (none when they name none). */
export async function broadcastTextsOf(db: Db, rows: readonly Row[]): Promise<TextsOfBroadcasts> {
  const ids = [...new Set(rows.flatMap((row) => broadcastOf(row) ?? []))];
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: broadcasts.id, texts: broadcasts.texts })
    .from(broadcasts)
    .where(inArray(broadcasts.id, ids));
  return new Map(found.map((b) => [Number(b.id), b.texts]));
}

/** The row's params as the reader sees them: a broadcast's title and body in `lang`. */
export function readerParams(
  row: Row,
  lang: string,
  texts: TextsOfBroadcasts,
): Record<string, string> {
  const id = broadcastOf(row);
  const all = id === null ? undefined : texts.get(id);
  if (!all) return row.params;
  const text = (isLang(lang) ? all[lang] : undefined) ?? all[DEFAULT_LANG];
  return text ? { ...row.params, title: text.title, body: text.body } : row.params;
}
