// Pledge (staking): a quantity is frozen in the user's spot account for the product's days; each
// full day pays an award (quantity x daily rate) from the staking pool; at the end the quantity is
// unfrozen (pledge-jobs.ts).
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { pledgeAwards, pledgeProducts, pledges } from '../../db/schema/publication.ts';
import { InsufficientFunds } from '../../ledger/index.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { coinMap, DAY_MS, type Coin } from '../publication/coins.ts';
import { miningAdminFail } from './admin-errors.ts';
import { miningFail, parseCoinAmount } from './errors.ts';

type ProductRow = typeof pledgeProducts.$inferSelect;
type PledgeRow = typeof pledges.$inferSelect;
type Page = { page: number; limit: number; offset: number };

export function presentProduct(row: ProductRow, coins: Map<number, Coin>) {
  return {
    id: row.id,
    currency_id: row.currencyId,
    currency: coins.get(row.currencyId)?.symbol ?? '',
    days: row.days,
    daily_rate: toDecimalString(row.dailyRate),
    total_rate: toDecimalString(new Money(row.dailyRate).times(row.days)),
    min_amount: toDecimalString(row.minAmount),
    max_amount: toDecimalString(row.maxAmount),
  };
}

/** The app's list: open products on a listed coin (`coinMap` holds the listed ones), per request. */
export async function listProducts(deps: Deps) {
  const coins = await coinMap(deps.db);
  const rows = await deps.db
    .select()
    .from(pledgeProducts)
    .where(eq(pledgeProducts.state, 'open'))
    .orderBy(asc(pledgeProducts.sort), asc(pledgeProducts.id));
  return rows.filter((r) => coins.has(r.currencyId)).map((r) => presentProduct(r, coins));
}

/** A product the app may take pledges in: a closed one, or one on a delisted coin, is refused. */
async function requireOnSale(deps: Deps, id: number, coins: Map<number, Coin>) {
  const [row] = await deps.db.select().from(pledgeProducts).where(eq(pledgeProducts.id, id));
  if (!row) throw fail.notFound();
  if (row.state !== 'open' || !coins.has(row.currencyId)) throw miningAdminFail.closed();
  return row;
}

export async function pledgeForm(deps: Deps, userId: number, id: number) {
  const coins = await coinMap(deps.db);
  const product = await requireOnSale(deps, id, coins);
  const balances = await deps.ledger.balances(userId);
  return {
    product: presentProduct(product, coins),
    available:
      balances.find((b) => b.type === 'spot' && b.currencyId === product.currencyId)?.available ??
      '0',
  };
}

export function presentPledge(row: PledgeRow, coins: Map<number, Coin>) {
  return {
    id: row.id,
    product_id: row.productId,
    currency: coins.get(row.currencyId)?.symbol ?? '',
    amount: toDecimalString(row.amount),
    daily_rate: toDecimalString(row.dailyRate),
    days: row.days,
    status: row.status,
    awarded: toDecimalString(row.awarded),
    started_at: row.startedAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    released_at: row.releasedAt?.toISOString() ?? null,
  };
}

export async function stake(deps: Deps, userId: number, input: { id: number; amount: string }) {
  const coins = await coinMap(deps.db);
  const product = await requireOnSale(deps, Number(input.id), coins);
  const amount = parseCoinAmount(input.amount, coins.get(product.currencyId)?.decimals ?? 8);
  if (amount.lt(product.minAmount))
    throw fail.validation({
      amount: {
        key: 'mining.field.amount_min',
        params: { min: toDecimalString(product.minAmount) },
      },
    });
  if (amount.gt(product.maxAmount))
    throw fail.validation({
      amount: {
        key: 'mining.field.amount_max',
        params: { max: toDecimalString(product.maxAmount) },
      },
    });
  const now = deps.clock();
  try {
    const row = await deps.ledger.run(async (tx) => {
      const [created] = await tx.db
        .insert(pledges)
        .values({
          userId,
          productId: product.id,
          currencyId: product.currencyId,
          amount: amount.toFixed(),
          // The terms it is paid by, copied: the award and release job reads the pledge alone.
          dailyRate: product.dailyRate,
          days: product.days,
          status: 'active',
          startedAt: now,
          endsAt: new Date(now.getTime() + product.days * DAY_MS),
          paidDays: 0,
          awarded: '0',
        })
        .returning();
      await tx.freeze({
        userId,
        currencyId: product.currencyId,
        amount: amount.toFixed(),
        key: `pledge:${created!.id}:lock`,
        kind: 'pledge_lock',
      });
      return created!;
    });
    return presentPledge(row, coins);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw miningFail.insufficientBalance();
    throw error;
  }
}

export async function listPledges(deps: Deps, userId: number, page: Page) {
  const rows = await deps.db
    .select()
    .from(pledges)
    .where(eq(pledges.userId, userId))
    .orderBy(desc(pledges.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(pledges)
    .where(eq(pledges.userId, userId));
  const coins = await coinMap(deps.db);
  return {
    items: rows.map((r) => presentPledge(r, coins)),
    total: Number(count?.total ?? 0),
    page: page.page,
    limit: page.limit,
  };
}

export async function listAwards(deps: Deps, userId: number, page: Page) {
  const rows = await deps.db
    .select()
    .from(pledgeAwards)
    .where(eq(pledgeAwards.userId, userId))
    .orderBy(desc(pledgeAwards.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(pledgeAwards)
    .where(eq(pledgeAwards.userId, userId));
  const coins = await coinMap(deps.db);
  return {
    items: rows.map((r) => ({
      id: r.id,
      pledge_id: r.pledgeId,
      currency: coins.get(r.currencyId)?.symbol ?? '',
      day: r.day,
      amount: toDecimalString(r.amount),
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(count?.total ?? 0),
    page: page.page,
    limit: page.limit,
  };
}

/** Per coin: quantity staked now and awards received; plus the number of active pledges. */
export async function pledgeSummary(deps: Deps, userId: number) {
  const rows = await deps.db.select().from(pledges).where(eq(pledges.userId, userId));
  const coins = await coinMap(deps.db);
  const per = new Map<number, { staked: Money; awarded: Money }>();
  for (const row of rows) {
    const sum = per.get(row.currencyId) ?? { staked: new Money(0), awarded: new Money(0) };
    if (row.status === 'active') sum.staked = sum.staked.plus(row.amount);
    sum.awarded = sum.awarded.plus(row.awarded);
    per.set(row.currencyId, sum);
  }
  return {
    active: rows.filter((r) => r.status === 'active').length,
    coins: [...per.entries()].map(([id, s]) => ({
      currency_id: id,
      currency: coins.get(id)?.symbol ?? '',
      staked: toDecimalString(s.staked),
      awarded: toDecimalString(s.awarded),
    })),
  };
}
