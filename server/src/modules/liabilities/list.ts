// Snapshots as the lists show them, newest first: published ones for everyone, every attempt for
// the console; and the latest attempt for the console's dashboard.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { liabilitySnapshots } from '../../db/schema/liabilities.ts';
import { adminView, publicView } from './views.ts';

export interface PageQuery {
  page?: number;
  limit?: number;
}

async function pageOf(db: Db, query: PageQuery, publishedOnly: boolean) {
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 20);
  const where = publishedOnly ? eq(liabilitySnapshots.status, 'published') : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(liabilitySnapshots)
      .where(where)
      .orderBy(desc(liabilitySnapshots.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(liabilitySnapshots).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0), page, limit };
}

export async function publishedPage(db: Db, query: PageQuery) {
  const result = await pageOf(db, query, true);
  return { ...result, items: result.items.map(publicView) };
}

export async function attemptsPage(db: Db, query: PageQuery) {
  const result = await pageOf(db, query, false);
  return { ...result, items: result.items.map(adminView) };
}

/** The newest attempt, published or refused; null before the first. */
export async function latestAttempt(db: Db) {
  const [row] = await db
    .select()
    .from(liabilitySnapshots)
    .orderBy(desc(liabilitySnapshots.id))
    .limit(1);
  return row ? adminView(row) : null;
}

/** The newest published snapshot, if any. */
export async function latestPublished(db: Db) {
  const [row] = await db
    .select()
    .from(liabilitySnapshots)
    .where(eq(liabilitySnapshots.status, 'published'))
    .orderBy(desc(liabilitySnapshots.id))
    .limit(1);
  return row;
}

/** Published snapshot `id`; undefined for an unknown or refused one. */
export async function publishedById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(liabilitySnapshots)
    .where(and(eq(liabilitySnapshots.id, id), eq(liabilitySnapshots.status, 'published')));
  return row;
}
