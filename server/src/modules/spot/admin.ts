// The console's spot pairs (console markets/spot): list with open orders, create (closed until
// opened), edit the terms, open and close. Orders copy the fee rate they are placed under
// (spot_orders.fee_rate), so nothing here touches an existing order; a closed pair leaves the
// market lists and refuses new orders while its open orders still fill and can be cancelled. Each
// change and its audit row (before, after) commit together, the pair row locked meanwhile.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { spotOrders, spotPairs } from '../../db/schema/market.ts';
import type { Deps } from '../../http/context.ts';
import { AppError } from '../../http/app-error.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { allCoins } from '../exchange/currencies.ts';
import { getSetting } from '../settings/settings.ts';
import {
  parseNewPair,
  parsePairTerms,
  type NewPairInput,
  type PairFieldsInput,
  type PairTerms,
} from './admin-fields.ts';
import { SpotPairCode } from './errors.ts';
import { DEFAULT_FEE_RATE, FEE_RATE_SETTING } from './terms.ts';

export type PairState = 'open' | 'closed';
type PairRow = typeof spotPairs.$inferSelect;
type Coins = Awaited<ReturnType<typeof allCoins>>;

export const pairFail = {
  unknown: (id: number) =>
    new AppError(404, 'spot_pair.unknown', { code: SpotPairCode.unknown, params: { id } }),
  duplicate: (symbol: string) =>
    new AppError(409, 'spot_pair.duplicate', { code: SpotPairCode.duplicate, params: { symbol } }),
  coinDelisted: (currency: string) =>
    new AppError(409, 'spot_pair.coin_delisted', {
      code: SpotPairCode.coinDelisted,
      params: { currency },
    }),
};

function present(row: PairRow, coins: Coins, defaultRate: string, openOrders: number) {
  const base = coins.find((c) => c.id === row.baseCurrencyId);
  const quote = coins.find((c) => c.id === row.quoteCurrencyId);
  return {
    id: row.id,
    symbol: row.symbol,
    base_id: row.baseCurrencyId,
    base: base?.symbol ?? '',
    base_decimals: base?.decimals ?? 0,
    quote_id: row.quoteCurrencyId,
    quote: quote?.symbol ?? '',
    quote_decimals: quote?.decimals ?? 0,
    coins_listed: Boolean(base?.listed && quote?.listed),
    price_decimals: row.priceDecimals,
    quantity_decimals: row.quantityDecimals,
    fee_rate: row.feeRate === null ? null : toDecimalString(row.feeRate),
    effective_fee_rate: toDecimalString(row.feeRate ?? defaultRate),
    min_quantity: toDecimalString(row.minQuantity),
    min_amount: toDecimalString(row.minAmount),
    sort: row.sort,
    state: (row.enabled ? 'open' : 'closed') as PairState,
    open_orders: openOrders,
  };
}
export type AdminPair = ReturnType<typeof present>;

async function defaultRate(db: Db): Promise<string> {
  const value = await getSetting(db, FEE_RATE_SETTING);
  return value && /^\d+(\.\d+)?$/.test(value.trim()) ? value.trim() : DEFAULT_FEE_RATE;
}

/** Waiting orders per pair. */
async function openOrders(db: Db, id?: number): Promise<Map<number, number>> {
  const waiting = eq(spotOrders.status, 'waiting');
  const rows = await db
    .select({ pairId: spotOrders.pairId, n: sql<number>`count(*)::int` })
    .from(spotOrders)
    .where(id === undefined ? waiting : and(waiting, eq(spotOrders.pairId, id)))
    .groupBy(spotOrders.pairId);
  return new Map(rows.map((r) => [r.pairId, Number(r.n)]));
}

export async function listAdminPairs(db: Db): Promise<AdminPair[]> {
  const rows = await db.select().from(spotPairs).orderBy(asc(spotPairs.sort), asc(spotPairs.id));
  const [coins, rate, open] = await Promise.all([allCoins(db), defaultRate(db), openOrders(db)]);
  return rows.map((r) => present(r, coins, rate, open.get(r.id) ?? 0));
}

export async function adminPair(db: Db, id: number): Promise<AdminPair> {
  const [row] = await db.select().from(spotPairs).where(eq(spotPairs.id, id));
  if (!row) throw pairFail.unknown(id);
  const [coins, rate, open] = await Promise.all([
    allCoins(db),
    defaultRate(db),
    openOrders(db, id),
  ]);
  return present(row, coins, rate, open.get(id) ?? 0);
}

async function lockPair(tx: Db, id: number): Promise<PairRow> {
  const [row] = await tx.select().from(spotPairs).where(eq(spotPairs.id, id)).for('update');
  if (!row) throw pairFail.unknown(id);
  return row;
}

const termsOf = (t: PairTerms) => ({
  priceDecimals: t.priceDecimals,
  quantityDecimals: t.quantityDecimals,
  feeRate: t.feeRate,
  minQuantity: t.minQuantity,
  minAmount: t.minAmount,
  sort: t.sort,
});

/** A new pair starts closed: the operator opens it once its terms are right. */
export async function createPair(deps: Deps, actor: Actor, input: NewPairInput) {
  const pair = await parseNewPair(deps.db, input);
  const symbol = `${pair.base.symbol}/${pair.quote.symbol}`;
  return deps.db.transaction(async (tx) => {
    // Pair ids are part of the app's API: the next integer, under a table lock against a twin.
    await tx.execute(sql`LOCK TABLE spot_pairs IN SHARE ROW EXCLUSIVE MODE`);
    const [clash] = await tx
      .select({ id: spotPairs.id })
      .from(spotPairs)
      .where(
        and(
          eq(spotPairs.baseCurrencyId, pair.base.id),
          eq(spotPairs.quoteCurrencyId, pair.quote.id),
        ),
      );
    if (clash) throw pairFail.duplicate(symbol);
    const [next] = await tx
      .select({ id: sql<number>`coalesce(max(${spotPairs.id}), 0)::int + 1` })
      .from(spotPairs);
    const id = Number(next!.id);
    await tx.insert(spotPairs).values({
      id,
      symbol,
      baseCurrencyId: pair.base.id,
      quoteCurrencyId: pair.quote.id,
      enabled: false,
      ...termsOf(pair),
    });
    const after = await adminPair(tx, id);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'spot_pair.create',
      targetType: 'spot_pair',
      targetId: String(id),
      before: null,
      after,
    });
    return after;
  });
}

/** New terms for new orders; waiting orders keep the fee rate they were placed under. */
export async function updatePair(deps: Deps, actor: Actor, id: number, input: PairFieldsInput) {
  const current = await adminPair(deps.db, id);
  const terms = await parsePairTerms(deps.db, input, current.base_id, current.quote_id);
  return deps.db.transaction(async (tx) => {
    await lockPair(tx, id);
    const before = await adminPair(tx, id);
    await tx.update(spotPairs).set(termsOf(terms)).where(eq(spotPairs.id, id));
    const after = await adminPair(tx, id);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'spot_pair.update',
      targetType: 'spot_pair',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}

/** Open (both coins listed, 409 code 2724 otherwise) or closed (no new orders; open ones run on). */
export async function changePairState(
  deps: Deps,
  actor: Actor,
  id: number,
  input: { state?: string },
) {
  const state = input.state;
  if (state !== 'open' && state !== 'closed') {
    throw new AppError(400, 'spot_pair.field.state', {
      code: SpotPairCode.fieldRefused,
      fields: { state: 'spot_pair.field.state' },
    });
  }
  return deps.db.transaction(async (tx) => {
    await lockPair(tx, id);
    const before = await adminPair(tx, id);
    if (state === 'open') {
      const coins = await allCoins(tx);
      const delisted = [before.base_id, before.quote_id]
        .map((c) => coins.find((x) => x.id === c))
        .find((c) => !c?.listed);
      if (delisted) throw pairFail.coinDelisted(delisted.symbol);
    }
    await tx
      .update(spotPairs)
      .set({ enabled: state === 'open' })
      .where(eq(spotPairs.id, id));
    const after = await adminPair(tx, id);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'spot_pair.state',
      targetType: 'spot_pair',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}
