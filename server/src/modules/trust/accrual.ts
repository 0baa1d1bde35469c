// Daily interest of hosted orders. Each run pays every interest day that has passed since the last
// run (catching up after downtime), and at completion releases the principal. Idempotent: the day rows
// and ledger keys are unique per order and day, and an order's counters move only forward.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { trustInterest, trustOrders } from '../../db/schema/trust.ts';
import type { Ledger, LedgerTx } from '../../ledger/index.ts';
import { Money } from '../../lib/decimal.ts';
import type { EventBus } from '../events/bus.ts';
import { notify } from '../notifications/notify.ts';
import { amountParam, coinSymbol } from '../notifications/params.ts';
import { coinMap } from './coins.ts';
import { DAY_MS, dailyInterest, daysDue } from './terms.ts';

export type OrderRow = typeof trustOrders.$inferSelect;
/** The house book that pays trust and finance interest. */
export const INTEREST_HOUSE = 'trust_book';

/** A product as notifications name it (products have no stored name): its coin and period, "USDT 15D". */
export const productName = (symbol: string, periodDays: number) => `${symbol} ${periodDays}D`;

/** Pays the order's due interest days (and the principal when complete) inside `tx`; returns the new row.
 * The user is told in the same transaction: the interest this run paid (one notification for the days
 * it caught up), and the maturity when the principal comes back. */
export async function settleDue(
  tx: LedgerTx,
  order: OrderRow,
  places: number,
  now: Date,
  events?: EventBus,
): Promise<OrderRow> {
  if (order.status !== 'hosting') return order;
  const due = daysDue(order.startAt, order.periodDays, now);
  if (due <= order.daysPaid) return order;
  const daily = dailyInterest(order.amount, order.dailyRate, places);
  let income = new Money(order.income);
  for (let day = order.daysPaid + 1; day <= due; day++) {
    const paidAt = new Date(order.startAt.getTime() + day * DAY_MS);
    let entryId: number | null = null;
    if (daily.gt(0)) {
      const entry = await tx.credit({
        userId: order.userId,
        currencyId: order.currencyId,
        amount: daily,
        type: 'trust',
        from: INTEREST_HOUSE,
        key: `trust:interest:${order.id}:${day}`,
        kind: 'trust_interest',
        memo: { order_id: order.id, day },
      });
      entryId = entry.id;
    }
    await tx.db.insert(trustInterest).values({
      orderId: order.id,
      day,
      amount: daily.toFixed(),
      userId: order.userId,
      paidAt,
      entryId,
    });
    income = income.plus(daily);
  }
  const complete = due === order.periodDays;
  if (complete) {
    await tx.unfreeze({
      userId: order.userId,
      currencyId: order.currencyId,
      amount: new Money(order.amount),
      type: 'trust',
      key: `trust:principal:${order.id}`,
      kind: 'trust_principal',
    });
  }
  const [updated] = await tx.db
    .update(trustOrders)
    .set({
      daysPaid: due,
      income: income.toFixed(),
      ...(complete
        ? { status: 'completed' as const, refund: order.amount, closedAt: order.endAt }
        : {}),
    })
    .where(
      and(
        eq(trustOrders.id, order.id),
        eq(trustOrders.daysPaid, order.daysPaid),
        eq(trustOrders.status, 'hosting'),
      ),
    )
    .returning();
  if (!updated) throw new Error(`trust order ${order.id} changed while its interest was paid`);
  const coin = await coinSymbol(tx.db, order.currencyId);
  const tell = (kind: 'interest_paid' | 'product_matured', amount: string) =>
    notify(tx, events, now, {
      userId: order.userId,
      kind,
      params: { product: productName(coin, order.periodDays), coin, amount: amountParam(amount) },
      object: { type: 'trust_order', id: order.id, finance: order.family === 'finance' },
    });
  const paid = income.minus(order.income);
  if (paid.gt(0)) await tell('interest_paid', paid.toFixed());
  if (complete) await tell('product_matured', order.amount);
  return updated;
}

/** Runs the accrual for every hosting order at `now` (the job, and the operator's `trust accrue`). */
export async function accrueAll(
  context: { db: Db; ledger: Ledger; events?: EventBus },
  now: Date,
): Promise<number> {
  const places = await coinMap(context.db);
  let paid = 0;
  let after = 0;
  for (;;) {
    const batch = await context.db
      .select()
      .from(trustOrders)
      .where(and(eq(trustOrders.status, 'hosting'), gt(trustOrders.id, after)))
      .orderBy(asc(trustOrders.id))
      .limit(200);
    if (batch.length === 0) return paid;
    for (const order of batch) {
      after = order.id;
      if (daysDue(order.startAt, order.periodDays, now) <= order.daysPaid) continue;
      await context.ledger.run(async (tx) => {
        // Locked: two runs at once (a server's job and `operator trust accrue`) pay a day once.
        const [fresh] = await tx.db
          .select()
          .from(trustOrders)
          .where(eq(trustOrders.id, order.id))
          .for('update');
        if (fresh)
          await settleDue(
            tx,
            fresh,
            places.get(fresh.currencyId)?.decimals ?? 8,
            now,
            context.events,
          );
      });
      paid++;
    }
  }
}
