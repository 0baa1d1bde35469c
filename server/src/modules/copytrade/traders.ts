// Copy-trading traders. A trader holds one side (long or short) of one coin; the return shown and the
// return a follower gets are that position's move on the market simulator, nothing else.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { copyOrders, copyTraders } from '../../db/schema/trust.ts';
import { AppError, ErrorCode, fail } from '../../http/app-error.ts';
import { Money, toDecimalString, type Decimal } from '../../lib/decimal.ts';
import { usdtPrice } from '../market/prices.ts';
import { coinMap } from '../trust/coins.ts';

export type TraderRow = typeof copyTraders.$inferSelect;
export const PAY_CURRENCY_ID = 3;
const DAY_MS = 86_400_000;

/** The position's return between two prices: long close/open - 1, short 1 - close/open; never below -1. */
export function positionReturn(
  direction: 'long' | 'short',
  open: Decimal | string,
  close: Decimal | string,
): Decimal {
  const move = new Money(close).div(open).minus(1);
  const rate = direction === 'long' ? move : move.neg();
  return Money.max(rate, -1);
}

export function return30d(trader: TraderRow, now: Date): Decimal {
  const before = usdtPrice(trader.currencyId, new Date(now.getTime() - 30 * DAY_MS));
  return positionReturn(
    trader.direction,
    before,
    usdtPrice(trader.currencyId, now),
  ).toDecimalPlaces(8, Money.ROUND_DOWN);
}

/** A closed trader, or one on a delisted coin, takes no new follower (409, in the user's language). */
export const traderClosed = () =>
  new AppError(409, 'copytrade.closed', { code: ErrorCode.trustClosed });

/** The app's list: only open traders on a listed coin (a closed one leaves it at once). */
export async function listTraders(db: Db, now: Date) {
  const rows = (
    await db
      .select({ trader: copyTraders })
      .from(copyTraders)
      .innerJoin(currencies, eq(currencies.id, copyTraders.currencyId))
      .where(and(eq(copyTraders.state, 'open'), eq(currencies.enabled, true)))
      .orderBy(asc(copyTraders.sort), asc(copyTraders.id))
  ).map((r) => r.trader);
  const counts = await db
    .select({ traderId: copyOrders.traderId, n: sql<number>`count(*)::int` })
    .from(copyOrders)
    .where(eq(copyOrders.status, 'in_progress'))
    .groupBy(copyOrders.traderId);
  const coins = await coinMap(db);
  const followers = new Map(counts.map((c) => [c.traderId, Number(c.n)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    currency_id: row.currencyId,
    currency: coins.get(row.currencyId)?.symbol ?? '',
    direction: row.direction,
    period_days: row.periodDays,
    pay_currency_id: PAY_CURRENCY_ID,
    pay_currency: coins.get(PAY_CURRENCY_ID)?.symbol ?? 'USDT',
    min_amount: toDecimalString(row.minAmount),
    commission_rate: toDecimalString(row.commissionRate),
    return_30d: toDecimalString(return30d(row, now)),
    followers: followers.get(row.id) ?? 0,
    bio: row.bio,
  }));
}

export async function requireTrader(db: Db, id: number): Promise<TraderRow> {
  const [row] = await db
    .select()
    .from(copyTraders)
    .where(and(eq(copyTraders.id, id)));
  if (!row) throw fail.notFound();
  return row;
}

/** A trader the app may show and a user may follow: open, on a listed coin (else 409). */
export async function requireFollowable(db: Db, id: number): Promise<TraderRow> {
  const row = await requireTrader(db, id);
  if (row.state !== 'open') throw traderClosed();
  const [coin] = await db
    .select({ listed: currencies.enabled })
    .from(currencies)
    .where(eq(currencies.id, row.currencyId));
  if (!coin?.listed) throw traderClosed();
  return row;
}
