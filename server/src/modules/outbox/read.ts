import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { outbox } from '../../db/schema/auth.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** The latest messages, newest first, optionally for one target (the operator's `outbox` command). */
export async function recentMessages(
  db: Db,
  options: { target?: string; last?: number } = {},
): Promise<OutboxRow[]> {
  const query = db.select().from(outbox);
  const filtered = options.target ? query.where(eq(outbox.target, options.target)) : query;
  return filtered.orderBy(desc(outbox.id)).limit(options.last ?? 10);
}
