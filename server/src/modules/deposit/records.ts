// The user's deposit records: only ever the caller's own rows.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { deposits } from '../../db/schema/deposit.ts';
import { fail } from '../../http/app-error.ts';
import { toDecimalString } from '../../lib/decimal.ts';

export type DepositRow = typeof deposits.$inferSelect;

export function presentDeposit(row: DepositRow, symbol: string) {
  return {
    id: row.id,
    type: row.method,
    currency_id: row.currencyId,
    currency: symbol,
    network: row.network,
    address: row.address,
    amount: toDecimalString(row.amount),
    fee: toDecimalString(row.fee),
    // What actually arrived: nothing for a rejected deposit, the amount less the fee otherwise.
    actual: row.status === 'rejected' ? '0' : toDecimalString(row.actual),
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function listDeposits(
  db: Db,
  userId: number,
  query: { page: number; limit: number; offset: number; currencyId?: number },
) {
  const where = and(
    eq(deposits.userId, userId),
    query.currencyId ? eq(deposits.currencyId, query.currencyId) : undefined,
  );
  const rows = await db
    .select({ row: deposits, symbol: currencies.symbol })
    .from(deposits)
    .innerJoin(currencies, eq(currencies.id, deposits.currencyId))
    .where(where)
    .orderBy(desc(deposits.id))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(deposits)
    .where(where);
  return {
    items: rows.map((r) => presentDeposit(r.row, r.symbol)),
    total: Number(count?.total ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/** One of the caller's deposits; another user's is as unknown as a made-up id. */
export async function ownDeposit(db: Db, userId: number, id: number) {
  const [found] = await db
    .select({ row: deposits, symbol: currencies.symbol })
    .from(deposits)
    .innerJoin(currencies, eq(currencies.id, deposits.currencyId))
    .where(and(eq(deposits.id, id), eq(deposits.userId, userId)));
  if (!found) throw fail.notFound();
  return presentDeposit(found.row, found.symbol);
}
