import { count, desc, eq, and } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { accountTransfers } from '../../db/schema/assets.ts';
import { walletCurrencies } from './currencies.ts';
import { presentTransfer } from './present.ts';

export interface HistoryQuery {
  page?: number;
  limit?: number;
  currency_id?: number;
}

/** The user's transfers between accounts, newest first. */
export async function transferHistory(deps: Deps, userId: number, query: HistoryQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const where =
    query.currency_id === undefined
      ? eq(accountTransfers.userId, userId)
      : and(
          eq(accountTransfers.userId, userId),
          eq(accountTransfers.currencyId, query.currency_id),
        );
  const [rows, [total], currencies] = await Promise.all([
    deps.db
      .select()
      .from(accountTransfers)
      .where(where)
      .orderBy(desc(accountTransfers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ n: count() }).from(accountTransfers).where(where),
    walletCurrencies(deps.db),
  ]);
  const bySymbol = new Map(currencies.map((c) => [c.id, c]));
  const items = rows.map((row) =>
    presentTransfer(
      row,
      bySymbol.get(row.currencyId) ?? { symbol: String(row.currencyId), decimals: 8 },
    ),
  );
  return { items, total: Number(total?.n ?? 0), page, limit };
}
