// A user's own orders: list, cancel (unfreeze) and amend (PUT coin/trade: re-price or re-size a
// waiting limit order, adjusting the frozen funds in the same transaction). Another user's order is
// answered exactly like a missing one (404).
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { InsufficientFunds } from '../../ledger/index.ts';
import { Money } from '../../lib/decimal.ts';
import { spotOrders, type OrderStatus } from '../../db/schema/market.ts';
import { parseField, requirePairOf, spotContext } from './context.ts';
import { spotFail } from './errors.ts';
import { frozenFor, shortfall } from './place.ts';
import { presentOrder, type OrderRow } from './present.ts';
import { fillTerms } from './terms.ts';
import { pairCoins } from './context.ts';
import { bucketStart, MINUTE_MS } from '../market/periods.ts';

async function ownOrder(deps: Deps, userId: number, id: number): Promise<OrderRow> {
  const [row] = await deps.db
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.id, id), eq(spotOrders.userId, userId)));
  if (!row) throw fail.notFound();
  if (row.status !== 'waiting') throw spotFail.notWaiting();
  return row;
}

export async function cancelOrder(deps: Deps, userId: number, id: number) {
  const ctx = await spotContext(deps);
  const order = await ownOrder(deps, userId, id);
  const now = deps.clock();
  const row = await deps.ledger.run(async (tx) => {
    // Conditional: a fill that committed first wins, and this cancel then changes nothing.
    const [updated] = await tx.db
      .update(spotOrders)
      .set({ status: 'cancelled', frozenAmount: '0', updatedAt: now, finishedAt: now })
      .where(and(eq(spotOrders.id, id), eq(spotOrders.status, 'waiting')))
      .returning();
    if (!updated) throw spotFail.notWaiting();
    if (new Money(order.frozenAmount).gt(0)) {
      await tx.unfreeze({
        userId,
        currencyId: order.frozenCurrencyId,
        amount: new Money(order.frozenAmount),
        key: `spot:${id}:unfreeze`,
        kind: 'spot_unfreeze',
        memo: { order_id: id },
      });
    }
    tx.afterCommit(() =>
      deps.events.toUser(userId, {
        type: 'order.cancelled',
        data: presentOrder(updated, ctx.pairs, ctx.coins),
      }),
    );
    return updated;
  });
  return presentOrder(row, ctx.pairs, ctx.coins);
}

export interface AmendInput {
  id: number;
  price?: string;
  quantity?: string;
}

export async function amendOrder(deps: Deps, userId: number, input: AmendInput) {
  const ctx = await spotContext(deps);
  const order = await ownOrder(deps, userId, input.id);
  if (order.type !== 'limit') throw spotFail.notWaiting();
  const pair = requirePairOf(ctx, order.pairId);
  const price = input.price
    ? parseField(input.price, pair.priceDecimals, 'price')
    : new Money(order.price!);
  const quantity = input.quantity
    ? parseField(input.quantity, pair.quantityDecimals, 'quantity')
    : new Money(order.quantity);
  if (
    !fillTerms(
      userId,
      pair,
      pairCoins(ctx, pair),
      order.side,
      price,
      quantity,
      order.feeRate, // an amended order keeps the rate it was placed under
      'frozen',
    )
  )
    throw spotFail.amountTooSmall();
  const hold = frozenFor(ctx, pair.id, order.side, price, quantity);
  const diff = hold.amount.minus(order.frozenAmount);
  const now = deps.clock();
  try {
    const row = await deps.ledger.run(async (tx) => {
      const [updated] = await tx.db
        .update(spotOrders)
        .set({
          price: price.toFixed(),
          quantity: quantity.toFixed(),
          frozenAmount: hold.amount.toFixed(),
          updatedAt: now,
          checkedUntil: new Date(bucketStart('1min', now.getTime()) - MINUTE_MS),
        })
        .where(
          and(
            eq(spotOrders.id, order.id),
            eq(spotOrders.status, 'waiting'),
            eq(spotOrders.frozenAmount, order.frozenAmount),
          ),
        )
        .returning();
      if (!updated) throw spotFail.notWaiting();
      const op = {
        userId,
        currencyId: order.frozenCurrencyId,
        amount: diff.abs(),
        key: `spot:${order.id}:amend:${randomUUID()}`,
        memo: { order_id: order.id },
      };
      if (diff.gt(0)) await tx.freeze({ ...op, kind: 'spot_freeze' });
      if (diff.lt(0)) await tx.unfreeze({ ...op, kind: 'spot_unfreeze' });
      return updated;
    });
    return presentOrder(row, ctx.pairs, ctx.coins);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw shortfall(order.side);
    throw error;
  }
}

export interface ListQuery {
  status?: OrderStatus;
  pair_id?: number;
  page?: number;
  limit?: number;
}

export async function listOrders(deps: Deps, userId: number, q: ListQuery) {
  const ctx = await spotContext(deps);
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const filters: SQL[] = [eq(spotOrders.userId, userId)];
  if (q.status) filters.push(eq(spotOrders.status, q.status));
  if (q.pair_id) filters.push(eq(spotOrders.pairId, q.pair_id));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(spotOrders)
      .where(where)
      .orderBy(desc(spotOrders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ n: count() }).from(spotOrders).where(where),
  ]);
  return {
    items: rows.map((r) => presentOrder(r, ctx.pairs, ctx.coins)),
    total: Number(total?.n ?? 0),
    page,
    limit,
  };
}
