// Following a trader: the amount moves from the user's trust account into the house copy book at the
// market price of now; the settlement job closes the order after the trader's period. The order
// copies the trader's coin, direction, commission and period: settlement reads only those.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { currencies } from '../../db/schema/core.ts';
import { copyOrders, copyTraders } from '../../db/schema/trust.ts';
import { InsufficientFunds } from '../../ledger/index.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { usdtPrice } from '../market/prices.ts';
import { coinMap } from '../trust/coins.ts';
import { trustFail } from '../trust/errors.ts';
import { isTicked, parseMinimumAmount } from '../trust/orders.ts';
import { PAY_CURRENCY_ID, requireFollowable, requireTrader, traderClosed } from './traders.ts';

export const COPY_HOUSE = 'copy_book';
const DAY_MS = 86_400_000;
type CopyRow = typeof copyOrders.$inferSelect;
const dec = (v: string | null) => (v === null ? null : toDecimalString(v));

/** A follow order as the app shows it: the coin and direction are the ones the order copied. */
export function presentFollow(row: CopyRow, trader: { name: string }, symbol: string) {
  return {
    id: row.id,
    trader_id: row.traderId,
    trader_name: trader.name,
    currency: symbol,
    direction: row.direction,
    pay_currency: 'USDT',
    amount: toDecimalString(row.amount),
    status: row.status,
    opened_at: row.openedAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    open_price: toDecimalString(row.openPrice),
    close_price: dec(row.closePrice),
    return_rate: dec(row.returnRate),
    profit: dec(row.profit),
    commission: dec(row.commission),
    payout: dec(row.payout),
    closed_at: row.closedAt ? row.closedAt.toISOString() : null,
  };
}

export async function follow(
  deps: Deps,
  userId: number,
  input: { trader_id: number; amount: string; agree: string },
) {
  const trader = await requireFollowable(deps.db, input.trader_id);
  const coins = await coinMap(deps.db);
  if (!isTicked(input.agree)) throw trustFail.agreement();
  const amount = parseMinimumAmount(
    input.amount,
    trader.minAmount,
    coins.get(PAY_CURRENCY_ID)!.decimals,
  );
  const now = deps.clock();
  try {
    const row = await deps.ledger.run(async (tx) => {
      // The terms the order copies, from the trader row as it is now, held (FOR SHARE) until the
      // order is in: an operator's edit or close waits for it, or happened before and counts.
      const [terms] = await tx.db
        .select()
        .from(copyTraders)
        .where(eq(copyTraders.id, trader.id))
        .for('share');
      if (!terms || terms.state !== 'open') throw traderClosed();
      const [coin] = await tx.db
        .select({ listed: currencies.enabled })
        .from(currencies)
        .where(eq(currencies.id, terms.currencyId));
      if (!coin?.listed) throw traderClosed();
      if (amount.lt(terms.minAmount))
        throw trustFail.belowMinimum(toDecimalString(terms.minAmount));
      const [created] = await tx.db
        .insert(copyOrders)
        .values({
          userId,
          traderId: terms.id,
          currencyId: PAY_CURRENCY_ID,
          amount: amount.toFixed(),
          status: 'in_progress',
          openedAt: now,
          closesAt: new Date(now.getTime() + terms.periodDays * DAY_MS),
          openPrice: usdtPrice(terms.currencyId, now),
          traderCurrencyId: terms.currencyId,
          direction: terms.direction,
          commissionRate: terms.commissionRate,
          periodDays: terms.periodDays,
        })
        .returning();
      await tx.debit({
        userId,
        currencyId: PAY_CURRENCY_ID,
        amount,
        type: 'trust',
        to: COPY_HOUSE,
        key: `copy:follow:${created!.id}`,
        kind: 'copy_follow',
      });
      return created!;
    });
    return presentFollow(row, trader, coins.get(row.traderCurrencyId)!.symbol);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw trustFail.insufficientBalance();
    throw error;
  }
}

export async function listFollows(
  deps: Deps,
  userId: number,
  status: 'in_progress' | 'ended',
  page: { page: number; limit: number; offset: number },
) {
  const where = and(eq(copyOrders.userId, userId), eq(copyOrders.status, status));
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
  const coins = await coinMap(deps.db);
  const traders = new Map<number, Awaited<ReturnType<typeof requireTrader>>>();
  for (const row of rows)
    if (!traders.has(row.traderId))
      traders.set(row.traderId, await requireTrader(deps.db, row.traderId));
  const items = rows.map((row) =>
    presentFollow(row, traders.get(row.traderId)!, coins.get(row.traderCurrencyId)!.symbol),
  );
  return { items, total: Number(count?.total ?? 0), page: page.page, limit: page.limit };
}
