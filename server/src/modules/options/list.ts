import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { currencies } from '../../db/schema/core.ts';
import { optionOrders, type OptionStatus } from '../../db/schema/derivatives.ts';
import { usdtPrice } from '../market/prices.ts';
import { presentOption } from './present.ts';

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

export async function listOptions(
  deps: Deps,
  userId: number,
  status: OptionStatus | undefined,
  page: Page,
) {
  const where = status
    ? and(eq(optionOrders.userId, userId), eq(optionOrders.status, status))
    : eq(optionOrders.userId, userId);
  const rows = await deps.db
    .select()
    .from(optionOrders)
    .where(where)
    .orderBy(desc(optionOrders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(optionOrders)
    .where(where);
  const codes = new Map(
    (await deps.db.select({ id: currencies.id, code: currencies.symbol }).from(currencies)).map(
      (c) => [c.id, c.code],
    ),
  );
  const now = deps.clock();
  const prices = new Map<number, string>();
  const priceOf = (id: number) => prices.get(id) ?? prices.set(id, usdtPrice(id, now)).get(id)!;
  const items = rows.map((r) =>
    presentOption(
      r,
      { currency: codes.get(r.currencyId) ?? '', symbol: `${codes.get(r.pairId) ?? ''}/USDT` },
      priceOf(r.pairId),
    ),
  );
  return { items, total: Number(count?.total ?? 0), page: page.page, limit: page.limit };
}
