// The user's subscription records.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { projects, subscriptions, type SubscriptionStatus } from '../../db/schema/publication.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { allCoinMap, type Coin } from './coins.ts';
import type { ProjectRow } from './projects.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export function presentSubscription(
  row: SubscriptionRow,
  coins: Map<number, Coin>,
  project: ProjectRow | undefined,
) {
  const delivered = row.deliveredAt !== null;
  return {
    id: row.id,
    project_id: row.projectId,
    currency: coins.get(project?.currencyId ?? 0)?.symbol ?? '',
    pay_currency_id: row.payCurrencyId,
    pay_currency: coins.get(row.payCurrencyId)?.symbol ?? '',
    amount: toDecimalString(row.amount),
    usdt_rate: toDecimalString(row.rate),
    quantity: toDecimalString(row.quantity),
    status: row.status,
    reason: row.reason,
    /** Coins delivered to the spot wallet so far. */
    accumulated_return: delivered ? toDecimalString(row.quantity) : '0',
    total_return: row.status === 'rejected' ? '0' : toDecimalString(row.quantity),
    locked: row.status === 'passed' && !delivered,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    unlock_at: row.unlockAt?.toISOString() ?? null,
    completed_at: row.deliveredAt?.toISOString() ?? null,
  };
}

export async function listSubscriptions(
  deps: Deps,
  userId: number,
  page: { page: number; limit: number; offset: number },
  status?: SubscriptionStatus,
) {
  const mine = and(
    eq(subscriptions.userId, userId),
    status ? eq(subscriptions.status, status) : undefined,
  );
  const rows = await deps.db
    .select()
    .from(subscriptions)
    .where(mine)
    .orderBy(desc(subscriptions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(mine);
  const ids = [...new Set(rows.map((r) => r.projectId))];
  const owners = ids.length
    ? await deps.db.select().from(projects).where(inArray(projects.id, ids))
    : [];
  const byId = new Map(owners.map((p) => [p.id, p]));
  const coins = await allCoinMap(deps.db);
  return {
    items: rows.map((r) => presentSubscription(r, coins, byId.get(r.projectId))),
    total: Number(count?.total ?? 0),
    page: page.page,
    limit: page.limit,
  };
}
