// The console's trust and finance products: list with open orders, create, edit, change state.
// Orders copy the terms when bought (orders.ts), so nothing here touches an existing order. Each
// change and its audit row (before, after) commit together, the product row locked meanwhile.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { trustOrders, trustProducts, type TrustFamily } from '../../db/schema/trust.ts';
import type { Deps } from '../../http/context.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { productFail } from './admin-errors.ts';
import { parseTerms, type ProductFieldsInput, type ProductTerms } from './admin-fields.ts';
import { coinMap, type CoinInfo } from './coins.ts';
import { PAYOUT_TIME, type ProductRow } from './products.ts';

export type AdminState = 'coming_soon' | 'waiting_to_open' | 'open' | 'closed' | 'retired';
export interface StateInput {
  state: AdminState;
  opens_at?: string;
}
type Held = { openOrders: number; held: string };

export function adminState(row: ProductRow, now: Date): AdminState {
  if (row.state === 'open' && row.opensAt && row.opensAt > now) return 'waiting_to_open';
  return row.state;
}

export function presentAdmin(row: ProductRow, coin: CoinInfo, held: Held, now: Date) {
  return {
    id: row.id,
    family: row.family,
    currency_id: row.currencyId,
    currency: coin.symbol,
    decimals: coin.decimals,
    period_days: row.periodDays,
    min_amount: toDecimalString(row.minAmount),
    daily_rate: toDecimalString(row.dailyRate),
    total_rate: toDecimalString(new Money(row.dailyRate).times(row.periodDays)),
    payout_time: PAYOUT_TIME,
    settlement_ratio: toDecimalString(row.settlementRatio),
    state: adminState(row, now),
    opens_at: row.opensAt ? row.opensAt.toISOString() : null,
    sort: row.sort,
    open_orders: held.openOrders,
    held_amount: toDecimalString(held.held),
  };
}

/** Orders still hosting and the principal they hold, per product. */
async function heldBy(db: Db, id?: number): Promise<Map<number, Held>> {
  const hosting = eq(trustOrders.status, 'hosting');
  const rows = await db
    .select({
      productId: trustOrders.productId,
      n: sql<number>`count(*)::int`,
      held: sql<string>`coalesce(sum(${trustOrders.amount}), 0)::text`,
    })
    .from(trustOrders)
    .where(id === undefined ? hosting : and(hosting, eq(trustOrders.productId, id)))
    .groupBy(trustOrders.productId);
  return new Map(rows.map((r) => [r.productId, { openOrders: Number(r.n), held: r.held }]));
}
const NONE: Held = { openOrders: 0, held: '0' };

export async function listAdminProducts(deps: Deps, family?: TrustFamily) {
  const rows = await deps.db
    .select()
    .from(trustProducts)
    .where(family ? eq(trustProducts.family, family) : undefined)
    .orderBy(asc(trustProducts.family), asc(trustProducts.sort), asc(trustProducts.id));
  const [coins, held, now] = [await coinMap(deps.db), await heldBy(deps.db), deps.clock()];
  return rows.map((r) => presentAdmin(r, coins.get(r.currencyId)!, held.get(r.id) ?? NONE, now));
}

export async function adminProduct(deps: Deps, id: number, db: Db = deps.db) {
  const [row] = await db.select().from(trustProducts).where(eq(trustProducts.id, id));
  if (!row) throw productFail.unknown(id);
  const coin = (await coinMap(db)).get(row.currencyId)!;
  return presentAdmin(row, coin, (await heldBy(db, id)).get(id) ?? NONE, deps.clock());
}

async function lockProduct(tx: Db, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(trustProducts).where(eq(trustProducts.id, id)).for('update');
  if (!row) throw productFail.unknown(id);
  return row;
}

async function refuseDuplicate(tx: Db, family: TrustFamily, terms: ProductTerms, id?: number) {
  const [clash] = await tx
    .select({ id: trustProducts.id })
    .from(trustProducts)
    .where(
      and(
        eq(trustProducts.family, family),
        eq(trustProducts.currencyId, terms.currencyId),
        eq(trustProducts.periodDays, terms.periodDays),
      ),
    );
  if (clash && clash.id !== id) throw productFail.duplicate(family, terms.symbol, terms.periodDays);
}

const termsOf = (t: ProductTerms) => ({
  currencyId: t.currencyId,
  periodDays: t.periodDays,
  minAmount: t.minAmount,
  dailyRate: t.dailyRate,
  settlementRatio: t.settlementRatio,
  sort: t.sort,
});

/** A new product starts coming soon: the operator opens it when its terms are right. */
export async function createProduct(
  deps: Deps,
  actor: Actor,
  input: ProductFieldsInput & { family: TrustFamily },
) {
  const terms = await parseTerms(deps.db, input);
  const family = input.family;
  return deps.db.transaction(async (tx) => {
    await refuseDuplicate(tx, family, terms);
    const [row] = await tx
      .insert(trustProducts)
      .values({ family, ...termsOf(terms), state: 'coming_soon' })
      .returning();
    const after = await adminProduct(deps, row!.id, tx);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'trust_product.create',
      targetType: 'trust_product',
      targetId: String(row!.id),
      before: null,
      after,
    });
    return after;
  });
}

/** New terms for new orders; hosting orders keep the terms they copied. */
export async function updateProduct(
  deps: Deps,
  actor: Actor,
  id: number,
  input: ProductFieldsInput,
) {
  const terms = await parseTerms(deps.db, input);
  return deps.db.transaction(async (tx) => {
    const row = await lockProduct(tx, id);
    await refuseDuplicate(tx, row.family, terms, id);
    const before = await adminProduct(deps, id, tx);
    await tx.update(trustProducts).set(termsOf(terms)).where(eq(trustProducts.id, id));
    const after = await adminProduct(deps, id, tx);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'trust_product.update',
      targetType: 'trust_product',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}

function opensAtOf(input: StateInput, now: Date): Date {
  const at = input.opens_at ? new Date(input.opens_at) : null;
  if (!at || Number.isNaN(at.getTime()) || at <= now)
    throw productFail.fields({ opens_at: { key: 'product.field.opens_at' } });
  return at;
}

/** Coming soon, waiting to open, open, closed (no new orders) or retired (no hosting orders left). */
export async function changeState(deps: Deps, actor: Actor, id: number, input: StateInput) {
  const now = deps.clock();
  const values: Partial<ProductRow> =
    input.state === 'waiting_to_open'
      ? { state: 'open', opensAt: opensAtOf(input, now) }
      : input.state === 'open'
        ? { state: 'open', opensAt: null }
        : { state: input.state, opensAt: null };
  return deps.db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const before = await adminProduct(deps, id, tx);
    if (input.state === 'retired' && before.open_orders > 0)
      throw productFail.holdsOrders(before.open_orders);
    await tx.update(trustProducts).set(values).where(eq(trustProducts.id, id));
    const after = await adminProduct(deps, id, tx);
    await recordAudit(tx, now, actor, {
      action: 'trust_product.state',
      targetType: 'trust_product',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}
