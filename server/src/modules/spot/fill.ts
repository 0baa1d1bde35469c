// The limit-order job: at every run it walks each waiting limit order through the feed's 5-second price
// steps since it was last checked (from the step it was placed in) up to the current step. The first step
// whose price reaches the limit (buy: price <= limit, sell: price >= limit) fills the order at its limit
// price, in one ledger entry from the frozen funds; the fill records that step's start and its price.
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { spotOrders } from '../../db/schema/market.ts';
import type { Job } from '../jobs/index.ts';
import { candleFeed } from '../market/feed.ts';
import { SUB_STEP_MS } from '../market/gbm.ts';
import { tickStart } from '../market/prices.ts';
import { priceText } from '../market/present.ts';
import type { Pair } from '../market/pairs.ts';
import { notify } from '../notifications/notify.ts';
import { amountParam } from '../notifications/params.ts';
import { pairCoins, spotContext, type SpotContext } from './context.ts';
import { payRebate } from '../referral/index.ts';
import { presentOrder, type OrderRow } from './present.ts';
import { fillTerms } from './terms.ts';

/** At most this many 5 s steps are walked per order and run (a long outage is caught up over runs). */
const MAX_STEPS_PER_RUN = 7 * 1440 * 12;
const BATCH = 500;

function crossing(
  order: OrderRow,
  pair: Pair,
  from: number,
  to: number,
): { at: number; price: Money } | null {
  const feed = candleFeed();
  const limit = new Money(order.price!);
  for (let m = Math.max(from, feed.start); m <= to; m += SUB_STEP_MS) {
    const price = new Money(priceText(feed.price(pair, m)));
    if (order.side === 'buy' ? price.lte(limit) : price.gte(limit)) return { at: m, price };
  }
  return null;
}

async function fillOrder(
  deps: Deps,
  ctx: SpotContext,
  order: OrderRow,
  pair: Pair,
  tick: { at: number; price: Money },
  now: Date,
) {
  const limit = new Money(order.price!);
  const terms = fillTerms(
    order.userId,
    pair,
    pairCoins(ctx, pair),
    order.side,
    limit,
    new Money(order.quantity),
    order.feeRate, // the rate it was placed under, whatever the pair's is now
    'frozen',
    order.side === 'buy' ? new Money(order.frozenAmount) : undefined,
  );
  if (!terms) return; // refused at placing; cannot happen for a stored order
  const tickAt = new Date(tick.at);
  await deps.ledger.run(async (tx) => {
    const [claimed] = await tx.db
      .update(spotOrders)
      .set({ status: 'completed', updatedAt: now, finishedAt: now, checkedUntil: tickAt })
      .where(
        and(
          eq(spotOrders.id, order.id),
          eq(spotOrders.status, 'waiting'),
          eq(spotOrders.frozenAmount, order.frozenAmount),
        ),
      )
      .returning();
    if (!claimed) return; // cancelled or amended meanwhile: the next run sees the new state
    const entry = await tx.post({
      kind: 'spot_fill',
      key: `spot:${order.id}:fill`,
      memo: {
        order_id: order.id,
        tick_at: tickAt.toISOString(),
        tick_price: toDecimalString(tick.price),
      },
      legs: terms.legs,
    });
    await payRebate(tx, {
      tradeUserId: order.userId,
      currencyId: terms.feeCurrencyId,
      fee: terms.fee.toFixed(),
      sourceKey: `spot_fill:${order.id}`,
      at: now,
    });
    const [row] = await tx.db
      .update(spotOrders)
      .set({
        frozenAmount: '0',
        fillPrice: limit.toFixed(),
        amount: terms.amount.toFixed(),
        fee: terms.fee.toFixed(),
        feeCurrencyId: terms.feeCurrencyId,
        tickAt,
        tickPrice: tick.price.toFixed(),
        entryId: entry.id,
      })
      .where(eq(spotOrders.id, order.id))
      .returning();
    // The resting order filled while the user was away: they are told (a market fill is not, the
    // user just made it and saw it fill).
    await notify(tx, deps.events, now, {
      userId: order.userId,
      kind: 'order_filled',
      params: {
        pair: pair.symbol,
        side: order.side,
        quantity: amountParam(order.quantity),
        price: amountParam(limit.toFixed()),
      },
      object: { type: 'spot_order', id: order.id, pairId: pair.id },
    });
    tx.afterCommit(() =>
      deps.events.toUser(order.userId, {
        type: 'order.filled',
        data: presentOrder(row!, ctx.pairs, ctx.coins),
      }),
    );
  });
}

export async function fillLimitOrders(deps: Deps, now: Date): Promise<void> {
  const waiting = await deps.db
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.status, 'waiting'), eq(spotOrders.type, 'limit')))
    .orderBy(spotOrders.id)
    .limit(BATCH);
  if (waiting.length === 0) return;
  const ctx = await spotContext(deps);
  const current = tickStart(now.getTime());
  const unfilled: { id: number; until: number }[] = [];
  for (const order of waiting) {
    const pair = ctx.pairs.find((p) => p.id === order.pairId);
    if (!pair) continue;
    const from = order.checkedUntil
      ? tickStart(order.checkedUntil.getTime()) + SUB_STEP_MS
      : tickStart(order.createdAt.getTime());
    const to = Math.min(current, from + (MAX_STEPS_PER_RUN - 1) * SUB_STEP_MS);
    if (from > to) continue;
    const tick = crossing(order, pair, from, to);
    if (tick) await fillOrder(deps, ctx, order, pair, tick, now);
    else unfilled.push({ id: order.id, until: to });
  }
  // Remember how far each unfilled order was checked (not money: a plain update outside the ledger).
  for (const until of new Set(unfilled.map((u) => u.until))) {
    const ids = unfilled.filter((u) => u.until === until).map((u) => u.id);
    await deps.db
      .update(spotOrders)
      .set({ checkedUntil: new Date(until) })
      .where(and(inArray(spotOrders.id, ids), eq(spotOrders.status, 'waiting')));
  }
}

export const spotJobs = (deps: Deps): Job[] => [
  {
    name: 'spot.fill_limit_orders',
    description: 'Fills waiting spot limit orders that the price has reached',
    everyMs: 3_000,
    run: (now) => fillLimitOrders(deps, now),
  },
];
