// Reading and changing one's own positions: list, close-out at the price now, and new stop prices.
// Another user's position is simply not found (404).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { currencies } from '../../db/schema/core.ts';
import { leverPositions, type LeverStatus } from '../../db/schema/derivatives.ts';
import { usdtPrice } from '../market/prices.ts';
import { closePosition } from './close.ts';
import { leverFail } from './errors.ts';
import { watch } from './monitor.ts';
import { checkStops } from './open.ts';
import { presentPosition, type PositionRow } from './present.ts';

async function codeOf(deps: Deps, currencyId: number): Promise<string> {
  const [row] = await deps.db
    .select({ code: currencies.symbol })
    .from(currencies)
    .where(eq(currencies.id, currencyId));
  return row?.code ?? '';
}

async function ownHolding(deps: Deps, userId: number, id: number): Promise<PositionRow> {
  const [row] = await deps.db
    .select()
    .from(leverPositions)
    .where(and(eq(leverPositions.id, id), eq(leverPositions.userId, userId)));
  if (!row) throw fail.notFound();
  // Ticks since the job last looked come first: a stop that already fired wins over this request.
  if (row.status !== 'holding' || !(await watch(deps, row, deps.clock())))
    throw leverFail.notHolding();
  return row;
}

export async function closeOwn(deps: Deps, userId: number, id: number) {
  const row = await ownHolding(deps, userId, id);
  const now = deps.clock();
  const price = usdtPrice(row.currencyId, now);
  const closed = await closePosition(deps, row, 'manual', price, now, now);
  if (!closed) throw leverFail.notHolding();
  return presentPosition(closed, await codeOf(deps, row.currencyId), price);
}

export async function setStops(
  deps: Deps,
  userId: number,
  input: { id: number; stop_profit: string; stop_loss: string },
) {
  const row = await ownHolding(deps, userId, input.id);
  const price = usdtPrice(row.currencyId, deps.clock());
  checkStops(row.side, price, input.stop_profit, input.stop_loss);
  const [updated] = await deps.db
    .update(leverPositions)
    .set({ stopProfit: input.stop_profit, stopLoss: input.stop_loss })
    .where(and(eq(leverPositions.id, row.id), eq(leverPositions.status, 'holding')))
    .returning();
  if (!updated) throw leverFail.notHolding();
  return presentPosition(updated, await codeOf(deps, row.currencyId), price);
}

export async function listPositions(
  deps: Deps,
  userId: number,
  status: LeverStatus,
  page: { page: number; limit: number; offset: number },
) {
  const where = and(eq(leverPositions.userId, userId), eq(leverPositions.status, status));
  const rows = await deps.db
    .select()
    .from(leverPositions)
    .where(where)
    .orderBy(desc(leverPositions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(leverPositions)
    .where(where);
  const codes = new Map(
    (await deps.db.select({ id: currencies.id, code: currencies.symbol }).from(currencies)).map(
      (c) => [c.id, c.code],
    ),
  );
  const now = deps.clock();
  const items = rows.map((r) =>
    presentPosition(r, codes.get(r.currencyId) ?? '', usdtPrice(r.currencyId, now)),
  );
  return { items, total: Number(count?.total ?? 0), page: page.page, limit: page.limit };
}
