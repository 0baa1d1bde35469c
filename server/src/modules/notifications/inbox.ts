// The user's inbox: one page at a time (by category), the unread count, and marking read.
import { and, count, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import {
  notifications,
  type NotificationCategory,
  type NotificationRow,
} from '../../db/schema/notifications.ts';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages.ts';
import { broadcastTextsOf, readerParams, type TextsOfBroadcasts } from './broadcast-texts.ts';

/** Notifications are kept this long (the retention job deletes older ones). */
export const NOTIFICATION_DAYS = 180;

const since = (now: Date) => new Date(now.getTime() - NOTIFICATION_DAYS * 86_400_000);

function present(row: NotificationRow, lang: Lang, texts: TextsOfBroadcasts) {
  return {
    id: row.id,
    category: row.category,
    kind: row.kind,
    // an operator's broadcast: its title and body in the reader's language
    params: readerParams(row, lang, texts),
    object_type: row.objectType,
    object_id: row.objectId,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export async function unreadCount(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        gt(notifications.createdAt, since(now)),
      ),
    );
  return row?.n ?? 0;
}

export async function inboxPage(
  db: Db,
  userId: number,
  now: Date,
  query: { page?: number; limit?: number; category?: NotificationCategory },
  lang: Lang = DEFAULT_LANG,
) {
  const { page = 1, limit = 20, category } = query;
  const where = and(
    eq(notifications.userId, userId),
    gt(notifications.createdAt, since(now)),
    category ? eq(notifications.category, category) : undefined,
  );
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notifications).where(where),
    unreadCount(db, userId, now),
  ]);
  const texts = await broadcastTextsOf(db, rows);
  return {
    items: rows.map((row) => present(row, lang, texts)),
    total: total?.n ?? 0,
    page,
    limit,
    unread,
  };
}

/** Marks the user's unread notifications that match `which` read; answers how many. */
export async function markRead(db: Db, userId: number, now: Date, which?: SQL): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which))
    .returning({ id: notifications.id });
  return marked.length;
}
