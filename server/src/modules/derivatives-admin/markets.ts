// The console's leverage markets (one per coin): lot size, fee rate, maintenance rate (the
// liquidation threshold) and allowed multiples. Positions copy lot size, multiple, fee, margin and
// liquidation price when opened (lever/open.ts) and the monitor and close-out read only the position
// row, so an edit or a close only affects new positions. Each change and its audit row commit together.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { leverMarkets, leverPositions } from '../../db/schema/derivatives.ts';
import type { Deps } from '../../http/context.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { priceSource } from '../market/prices.ts';
import type { DerivativeState } from './durations.ts';
import { derivativesFail } from './errors.ts';
import { parseMarket, type MarketCoin, type MarketInput } from './fields.ts';

type MarketRow = typeof leverMarkets.$inferSelect;
type Holding = { openPositions: number; margin: string };
const NONE: Holding = { openPositions: 0, margin: '0' };

export function presentMarket(row: MarketRow, coin: MarketCoin & { listed: boolean }, h: Holding) {
  return {
    currency_id: row.currencyId,
    currency: coin.symbol,
    symbol: `${coin.symbol}/USDT`,
    decimals: coin.decimals,
    coin_listed: coin.listed,
    priced: priceSource().supports(row.currencyId),
    lot_size: toDecimalString(row.lotSize),
    fee_rate: toDecimalString(row.feeRate),
    maintenance_rate: toDecimalString(row.maintenanceRate),
    multiples: [...row.multiples].sort((a, b) => a - b),
    state: (row.enabled ? 'open' : 'closed') as DerivativeState,
    open_positions: h.openPositions,
    margin_held: toDecimalString(h.margin),
  };
}

async function holdingBy(db: Db, id?: number): Promise<Map<number, Holding>> {
  const holding = eq(leverPositions.status, 'holding');
  const rows = await db
    .select({
      currencyId: leverPositions.currencyId,
      n: sql<number>`count(*)::int`,
      margin: sql<string>`coalesce(sum(${leverPositions.margin}), 0)::text`,
    })
    .from(leverPositions)
    .where(id === undefined ? holding : and(holding, eq(leverPositions.currencyId, id)))
    .groupBy(leverPositions.currencyId);
  return new Map(rows.map((r) => [r.currencyId, { openPositions: Number(r.n), margin: r.margin }]));
}

const coinColumns = {
  id: currencies.id,
  symbol: currencies.symbol,
  decimals: currencies.decimals,
  listed: currencies.enabled,
};

export async function listAdminMarkets(db: Db) {
  const rows = await db
    .select({ market: leverMarkets, coin: coinColumns })
    .from(leverMarkets)
    .innerJoin(currencies, eq(currencies.id, leverMarkets.currencyId))
    .orderBy(asc(currencies.sort), asc(currencies.id));
  const held = await holdingBy(db);
  return rows.map((r) => presentMarket(r.market, r.coin, held.get(r.market.currencyId) ?? NONE));
}

export async function adminMarket(db: Db, id: number) {
  const [row] = await db
    .select({ market: leverMarkets, coin: coinColumns })
    .from(leverMarkets)
    .innerJoin(currencies, eq(currencies.id, leverMarkets.currencyId))
    .where(eq(leverMarkets.currencyId, id));
  if (!row) throw derivativesFail.marketUnknown(id);
  return presentMarket(row.market, row.coin, (await holdingBy(db, id)).get(id) ?? NONE);
}

async function lockMarket(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(leverMarkets)
    .where(eq(leverMarkets.currencyId, id))
    .for('update');
  if (!row) throw derivativesFail.marketUnknown(id);
  return row;
}

/** A market for a listed coin the feed prices; it starts closed, to be opened once its terms are right. */
export async function createMarket(deps: Deps, actor: Actor, input: MarketInput) {
  const { coin, ...terms } = await parseMarket(deps.db, input);
  return deps.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: leverMarkets.currencyId })
      .from(leverMarkets)
      .where(eq(leverMarkets.currencyId, coin.id));
    if (clash) throw derivativesFail.marketExists(coin.symbol);
    await tx.insert(leverMarkets).values({ currencyId: coin.id, ...terms, enabled: false });
    const after = await adminMarket(tx, coin.id);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'lever_market.create',
      targetType: 'lever_market',
      targetId: String(coin.id),
      before: null,
      after,
    });
    return after;
  });
}

/** New terms for new positions; holding positions keep what they copied. */
export async function updateMarket(deps: Deps, actor: Actor, id: number, input: MarketInput) {
  const current = await adminMarket(deps.db, id);
  const { coin: _coin, ...terms } = await parseMarket(deps.db, input, {
    id,
    symbol: current.currency,
    decimals: current.decimals,
  });
  return deps.db.transaction(async (tx) => {
    await lockMarket(tx, id);
    const before = await adminMarket(tx, id);
    await tx.update(leverMarkets).set(terms).where(eq(leverMarkets.currencyId, id));
    const after = await adminMarket(tx, id);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'lever_market.update',
      targetType: 'lever_market',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}

/** Open (offered in the app) or closed (left out of the app's pairs, new positions refused). */
export async function setMarketState(deps: Deps, actor: Actor, id: number, state: DerivativeState) {
  return deps.db.transaction(async (tx) => {
    await lockMarket(tx, id);
    const before = await adminMarket(tx, id);
    await tx
      .update(leverMarkets)
      .set({ enabled: state === 'open' })
      .where(eq(leverMarkets.currencyId, id));
    const after = await adminMarket(tx, id);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'lever_market.state',
      targetType: 'lever_market',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}
