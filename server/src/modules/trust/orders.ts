// Hosted orders: buying a product, listing the user's orders by tab, and redeeming early.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import {
  trustOrders,
  trustProducts,
  type TrustFamily,
  type TrustOrderStatus,
} from '../../db/schema/trust.ts';
import { InsufficientFunds } from '../../ledger/index.ts';
import {
  InvalidDecimal,
  Money,
  parseDecimal,
  toDecimalString,
  type Decimal,
} from '../../lib/decimal.ts';
import { settleDue, type OrderRow } from './accrual.ts';
import { coinMap, type CoinInfo } from './coins.ts';
import { trustFail } from './errors.ts';
import { productState, requireListed } from './products.ts';
import { DAY_MS, dailyInterest, daysDue, interestStart, redemptionPenalty } from './terms.ts';

export interface BuyInput {
  product_id: number;
  amount: string;
  agree: string;
}

export const isTicked = (agree: string | undefined) => agree === '1' || agree === 'true';

/** Parses an amount against a minimum and the coin's places (the spec's purchase rules). */
export function parseMinimumAmount(
  input: string | undefined,
  min: string,
  places: number,
): Decimal {
  if (input === undefined || input.trim() === '') throw trustFail.amountEmpty();
  let amount: Decimal;
  try {
    amount = parseDecimal(input.trim(), places);
  } catch (error) {
    if (error instanceof InvalidDecimal) throw trustFail.amountPlaces(places);
    throw error;
  }
  if (amount.lt(min)) throw trustFail.belowMinimum(toDecimalString(min));
  return amount;
}

function penaltyNow(order: OrderRow, places: number, now: Date): Decimal {
  const remainingDays =
    order.periodDays - Math.max(order.daysPaid, daysDue(order.startAt, order.periodDays, now));
  return redemptionPenalty({
    family: order.family,
    amount: order.amount,
    dailyRate: order.dailyRate,
    settlementRatio: order.settlementRatio,
    remainingDays,
    places,
  });
}

export function presentOrder(order: OrderRow, coin: CoinInfo, now: Date) {
  const hosting = order.status === 'hosting';
  const penalty = hosting ? penaltyNow(order, coin.decimals, now) : new Money(order.penalty);
  const refund = order.refund ?? new Money(order.amount).minus(penalty).toFixed();
  return {
    id: order.id,
    product_id: order.productId,
    family: order.family,
    currency_id: order.currencyId,
    currency: coin.symbol,
    amount: toDecimalString(order.amount),
    daily_rate: toDecimalString(order.dailyRate),
    daily_income: toDecimalString(dailyInterest(order.amount, order.dailyRate, coin.decimals)),
    period_days: order.periodDays,
    remaining_days: order.periodDays - order.daysPaid,
    penalty: toDecimalString(penalty),
    refund: toDecimalString(refund),
    status: order.status,
    created_at: order.createdAt.toISOString(),
    start_at: order.startAt.toISOString(),
    end_at: order.endAt.toISOString(),
    closed_at: order.closedAt ? order.closedAt.toISOString() : null,
    income: toDecimalString(order.income),
  };
}

export async function buyProduct(deps: Deps, userId: number, input: BuyInput) {
  const product = await requireListed(deps.db, input.product_id);
  const coin = (await coinMap(deps.db)).get(product.currencyId)!;
  if (!isTicked(input.agree)) throw trustFail.agreement();
  const amount = parseMinimumAmount(input.amount, product.minAmount, coin.decimals);
  const now = deps.clock();
  if (productState(product, now) !== 'open') throw trustFail.notOpen();
  const startAt = interestStart(now);
  try {
    const row = await deps.ledger.run(async (tx) => {
      // The terms the order copies, from the product row as it is now, held (FOR SHARE) until
      // the order is in: an operator's edit or close waits for it, or happened before and counts.
      const [terms] = await tx.db
        .select()
        .from(trustProducts)
        .where(eq(trustProducts.id, product.id))
        .for('share');
      if (!terms || terms.state === 'closed' || terms.state === 'retired') throw trustFail.closed();
      if (productState(terms, now) !== 'open') throw trustFail.notOpen();
      if (amount.lt(terms.minAmount))
        throw trustFail.belowMinimum(toDecimalString(terms.minAmount));
      const [created] = await tx.db
        .insert(trustOrders)
        .values({
          userId,
          productId: product.id,
          family: product.family,
          currencyId: product.currencyId,
          amount: amount.toFixed(),
          dailyRate: terms.dailyRate,
          settlementRatio: terms.settlementRatio,
          periodDays: terms.periodDays,
          status: 'hosting',
          createdAt: now,
          startAt,
          endAt: new Date(startAt.getTime() + terms.periodDays * DAY_MS),
        })
        .returning();
      await tx.freeze({
        userId,
        currencyId: product.currencyId,
        amount,
        type: 'trust',
        key: `trust:buy:${created!.id}`,
        kind: 'trust_buy',
        memo: { order_id: created!.id },
      });
      tx.afterCommit(() =>
        deps.events.toUser(userId, { type: 'trust.bought', data: { id: created!.id } }),
      );
      return created!;
    });
    return presentOrder(row, coin, now);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw trustFail.insufficientBalance();
    throw error;
  }
}

export async function listOrders(
  deps: Deps,
  userId: number,
  family: TrustFamily,
  tab: TrustOrderStatus,
  page: { page: number; limit: number; offset: number },
) {
  const where = and(
    eq(trustOrders.userId, userId),
    eq(trustOrders.family, family),
    eq(trustOrders.status, tab),
  );
  const rows = await deps.db
    .select()
    .from(trustOrders)
    .where(where)
    .orderBy(desc(trustOrders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(trustOrders)
    .where(where);
  const coins = await coinMap(deps.db);
  const now = deps.clock();
  return {
    items: rows.map((r) => presentOrder(r, coins.get(r.currencyId)!, now)),
    total: Number(count?.total ?? 0),
    page: page.page,
    limit: page.limit,
  };
}

/** Early redemption: pays what is due first, then returns the principal less the family's penalty. */
export async function redeemEarly(deps: Deps, userId: number, id: number) {
  const now = deps.clock();
  const coins = await coinMap(deps.db);
  const row = await deps.ledger.run(async (tx) => {
    const [found] = await tx.db
      .select()
      .from(trustOrders)
      .where(and(eq(trustOrders.id, id), eq(trustOrders.userId, userId)));
    if (!found) throw fail.notFound();
    if (found.status !== 'hosting') throw trustFail.notHosting();
    const places = coins.get(found.currencyId)!.decimals;
    const order = await settleDue(tx, found, places, now, deps.events);
    if (order.status !== 'hosting') throw trustFail.notHosting();
    const penalty = penaltyNow(order, places, now);
    const refund = new Money(order.amount).minus(penalty);
    const base = {
      userId,
      currencyId: order.currencyId,
      type: 'trust' as const,
      memo: { order_id: order.id },
    };
    if (refund.gt(0))
      await tx.unfreeze({
        ...base,
        amount: refund,
        key: `trust:redeem:${order.id}`,
        kind: 'trust_redeem',
      });
    if (penalty.gt(0))
      await tx.settleFrozen({
        ...base,
        amount: penalty,
        to: { house: 'penalties' },
        key: `trust:penalty:${order.id}`,
        kind: 'trust_penalty',
      });
    const [updated] = await tx.db
      .update(trustOrders)
      .set({
        status: 'redeemed',
        penalty: penalty.toFixed(),
        refund: refund.toFixed(),
        closedAt: now,
      })
      .where(and(eq(trustOrders.id, order.id), eq(trustOrders.status, 'hosting')))
      .returning();
    return updated!;
  });
  return presentOrder(row, coins.get(row.currencyId)!, now);
}
