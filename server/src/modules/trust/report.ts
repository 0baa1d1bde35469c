// The user's totals of a family: principal hosted now, interest paid today and in all, per coin and
// valued in USDT at the current market price.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { trustInterest, trustOrders, type TrustFamily } from '../../db/schema/trust.ts';
import { Money, roundCredit, toDecimalString, type Decimal } from '../../lib/decimal.ts';
import { priceSource, usdtPrice } from '../market/prices.ts';
import { coinMap } from './coins.ts';
import { DAY_MS } from './terms.ts';

type Sums = Map<number, { hosted: Decimal; today: Decimal; total: Decimal }>;

export async function familyReport(deps: Deps, userId: number, family: TrustFamily) {
  const now = deps.clock();
  const midnight = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const sums: Sums = new Map();
  const at = (id: number) =>
    sums.get(id) ??
    sums.set(id, { hosted: new Money(0), today: new Money(0), total: new Money(0) }).get(id)!;
  const mine = and(eq(trustOrders.userId, userId), eq(trustOrders.family, family));
  const hosted = await deps.db
    .select({
      currencyId: trustOrders.currencyId,
      sum: sql<string>`sum(${trustOrders.amount})::text`,
    })
    .from(trustOrders)
    .where(and(mine, eq(trustOrders.status, 'hosting')))
    .groupBy(trustOrders.currencyId);
  for (const row of hosted) at(row.currencyId).hosted = new Money(row.sum);
  const total = await deps.db
    .select({
      currencyId: trustOrders.currencyId,
      sum: sql<string>`sum(${trustOrders.income})::text`,
    })
    .from(trustOrders)
    .where(mine)
    .groupBy(trustOrders.currencyId);
  for (const row of total) at(row.currencyId).total = new Money(row.sum);
  const today = await deps.db
    .select({
      currencyId: trustOrders.currencyId,
      sum: sql<string>`sum(${trustInterest.amount})::text`,
    })
    .from(trustInterest)
    .innerJoin(trustOrders, eq(trustOrders.id, trustInterest.orderId))
    .where(
      and(
        mine,
        gte(trustInterest.paidAt, midnight),
        sql`${trustInterest.paidAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(trustOrders.currencyId);
  for (const row of today) at(row.currencyId).today = new Money(row.sum);
  const coins = await coinMap(deps.db);
  const usdt = (id: number, value: Decimal) =>
    priceSource().supports(id) ? value.times(usdtPrice(id, now)) : new Money(0);
  const rows = [...sums.entries()].sort(([a], [b]) => a - b);
  const totalOf = (pick: (s: { hosted: Decimal; today: Decimal; total: Decimal }) => Decimal) =>
    toDecimalString(
      roundCredit(
        rows.reduce((acc, [id, s]) => acc.plus(usdt(id, pick(s))), new Money(0)),
        8,
      ),
    );
  return {
    family,
    hosted_usdt: totalOf((s) => s.hosted),
    today_income_usdt: totalOf((s) => s.today),
    total_income_usdt: totalOf((s) => s.total),
    coins: rows.map(([id, s]) => ({
      currency_id: id,
      currency: coins.get(id)?.symbol ?? '',
      hosted: toDecimalString(s.hosted),
      today_income: toDecimalString(s.today),
      total_income: toDecimalString(s.total),
    })),
  };
}
