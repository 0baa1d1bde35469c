// The console's copy traders: list with open follows, create, edit, open and close, and the follow
// orders of one trader with their settlement. Follow orders copy the trader's terms when opened
// (follow.ts), so nothing here touches an existing order. Each change and its audit row (before,
// after) commit together, the trader row locked meanwhile.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { copyOrders, copyTraders } from '../../db/schema/trust.ts';
import type { Deps } from '../../http/context.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { coinMap, type CoinInfo } from '../trust/coins.ts';
import { traderFail } from './admin-errors.ts';
import { parseTrader, type TraderFieldsInput, type TraderTerms } from './admin-fields.ts';
import { PAY_CURRENCY_ID, type TraderRow } from './traders.ts';

export type TraderState = 'open' | 'closed';
export interface TraderStateInput {
  state: TraderState;
}
type Held = { openFollows: number; endedFollows: number; held: string };
const NONE: Held = { openFollows: 0, endedFollows: 0, held: '0' };
const dec = (v: string | null) => (v === null ? null : toDecimalString(v));

export function presentTrader(
  row: TraderRow,
  coin: CoinInfo & { listed: boolean },
  pay: CoinInfo,
  held: Held,
) {
  return {
    id: row.id,
    name: row.name,
    bio: row.bio,
    currency_id: row.currencyId,
    currency: coin.symbol,
    currency_listed: coin.listed,
    direction: row.direction,
    period_days: row.periodDays,
    pay_currency: pay.symbol,
    pay_decimals: pay.decimals,
    min_amount: toDecimalString(row.minAmount),
    commission_rate: toDecimalString(row.commissionRate),
    sort: row.sort,
    state: row.state,
    open_follows: held.openFollows,
    ended_follows: held.endedFollows,
    held_amount: toDecimalString(held.held),
  };
}

/** Follow orders in progress and ended, and the USDT those in progress hold, per trader. */
async function heldBy(db: Db, id?: number): Promise<Map<number, Held>> {
  const rows = await db
    .select({
      traderId: copyOrders.traderId,
      open: sql<number>`count(*) FILTER (WHERE ${copyOrders.status} = 'in_progress')::int`,
      ended: sql<number>`count(*) FILTER (WHERE ${copyOrders.status} = 'ended')::int`,
      held: sql<string>`coalesce(sum(${copyOrders.amount}) FILTER (WHERE ${copyOrders.status} = 'in_progress'), 0)::text`,
    })
    .from(copyOrders)
    .where(id === undefined ? undefined : eq(copyOrders.traderId, id))
    .groupBy(copyOrders.traderId);
  return new Map(
    rows.map((r) => [
      r.traderId,
      { openFollows: Number(r.open), endedFollows: Number(r.ended), held: r.held },
    ]),
  );
}

async function listedCoins(db: Db) {
  const rows = await db
    .select({
      id: currencies.id,
      symbol: currencies.symbol,
      decimals: currencies.decimals,
      listed: currencies.enabled,
    })
    .from(currencies);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function listAdminTraders(deps: Deps) {
  const rows = await deps.db
    .select()
    .from(copyTraders)
    .orderBy(asc(copyTraders.sort), asc(copyTraders.id));
  const [coins, held] = [await listedCoins(deps.db), await heldBy(deps.db)];
  const pay = coins.get(PAY_CURRENCY_ID)!;
  return rows.map((r) => presentTrader(r, coins.get(r.currencyId)!, pay, held.get(r.id) ?? NONE));
}

export async function adminTrader(deps: Deps, id: number, db: Db = deps.db) {
  const [row] = await db.select().from(copyTraders).where(eq(copyTraders.id, id));
  if (!row) throw traderFail.unknown(id);
  const coins = await listedCoins(db);
  const held = (await heldBy(db, id)).get(id) ?? NONE;
  return presentTrader(row, coins.get(row.currencyId)!, coins.get(PAY_CURRENCY_ID)!, held);
}

async function lockTrader(tx: Db, id: number): Promise<TraderRow> {
  const [row] = await tx.select().from(copyTraders).where(eq(copyTraders.id, id)).for('update');
  if (!row) throw traderFail.unknown(id);
  return row;
}

async function refuseNameTaken(tx: Db, name: string, id?: number) {
  const [clash] = await tx
    .select({ id: copyTraders.id })
    .from(copyTraders)
    .where(sql`lower(${copyTraders.name}) = lower(${name})`);
  if (clash && clash.id !== id) throw traderFail.nameTaken(name);
}

const valuesOf = (t: TraderTerms) => ({
  name: t.name,
  bio: t.bio,
  currencyId: t.currencyId,
  direction: t.direction,
  periodDays: t.periodDays,
  minAmount: t.minAmount,
  commissionRate: t.commissionRate,
  sort: t.sort,
});

/** A new trader starts closed: the operator opens it when its profile and terms are right. */
export async function createTrader(deps: Deps, actor: Actor, input: TraderFieldsInput) {
  const terms = await parseTrader(deps.db, input);
  return deps.db.transaction(async (tx) => {
    await refuseNameTaken(tx, terms.name);
    const [row] = await tx
      .insert(copyTraders)
      .values({ ...valuesOf(terms), state: 'closed' })
      .returning();
    const after = await adminTrader(deps, row!.id, tx);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'copy_trader.create',
      targetType: 'copy_trader',
      targetId: String(row!.id),
      before: null,
      after,
    });
    return after;
  });
}

/** New profile and terms for new followers; follow orders in progress keep the terms they copied. */
export async function updateTrader(deps: Deps, actor: Actor, id: number, input: TraderFieldsInput) {
  const terms = await parseTrader(deps.db, input);
  return deps.db.transaction(async (tx) => {
    await lockTrader(tx, id);
    await refuseNameTaken(tx, terms.name, id);
    const before = await adminTrader(deps, id, tx);
    await tx.update(copyTraders).set(valuesOf(terms)).where(eq(copyTraders.id, id));
    const after = await adminTrader(deps, id, tx);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'copy_trader.update',
      targetType: 'copy_trader',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}

/** Open (followable; its coin must be listed) or closed (no new follows, gone from the app). */
export async function changeTraderState(
  deps: Deps,
  actor: Actor,
  id: number,
  input: TraderStateInput,
) {
  return deps.db.transaction(async (tx) => {
    await lockTrader(tx, id);
    const before = await adminTrader(deps, id, tx);
    if (input.state === 'open' && !before.currency_listed)
      throw traderFail.delistedCoin(before.currency);
    await tx.update(copyTraders).set({ state: input.state }).where(eq(copyTraders.id, id));
    const after = await adminTrader(deps, id, tx);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'copy_trader.state',
      targetType: 'copy_trader',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}

/** One trader's follow orders, newest first, each with the terms it copied and its settlement. */
export async function traderFollows(
  deps: Deps,
  id: number,
  status: 'in_progress' | 'ended' | undefined,
  page: { page: number; limit: number; offset: number },
) {
  await adminTrader(deps, id);
  const where = status
    ? and(eq(copyOrders.traderId, id), eq(copyOrders.status, status))
    : eq(copyOrders.traderId, id);
  const rows = await deps.db
    .select()
    .from(copyOrders)
    .where(where)
    .orderBy(desc(copyOrders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(copyOrders)
    .where(where);
  const held = (await heldBy(deps.db, id)).get(id) ?? NONE;
  const coins = await coinMap(deps.db);
  const items = rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    status: row.status,
    currency: coins.get(row.traderCurrencyId)?.symbol ?? '',
    direction: row.direction,
    period_days: row.periodDays,
    commission_rate: toDecimalString(row.commissionRate),
    amount: toDecimalString(row.amount),
    opened_at: row.openedAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    open_price: toDecimalString(row.openPrice),
    close_price: dec(row.closePrice),
    return_rate: dec(row.returnRate),
    profit: dec(row.profit),
    commission: dec(row.commission),
    payout: dec(row.payout),
    closed_at: row.closedAt ? row.closedAt.toISOString() : null,
  }));
  return {
    items,
    total: Number(count?.total ?? 0),
    page: page.page,
    limit: page.limit,
    open_follows: held.openFollows,
    ended_follows: held.endedFollows,
  };
}
