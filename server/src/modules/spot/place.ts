// Placing a spot order. A market order fills at once at the feed's current price; a limit order
// freezes its funds in the same transaction as its row and waits for the fill job (fill.ts).
import type { Deps } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { InsufficientFunds } from '../../ledger/index.ts';
import { Money, toDecimalString, type Decimal } from '../../lib/decimal.ts';
import { spotOrders, type OrderSide, type OrderType } from '../../db/schema/market.ts';
import { lastPrice } from '../market/candles.ts';
import { bucketStart } from '../market/periods.ts';
import { priceText } from '../market/present.ts';
import {
  pairCoins,
  pairFeeRate,
  parseField,
  requireOpenPair,
  requirePairOf,
  spotContext,
  type SpotContext,
} from './context.ts';
import { spotFail } from './errors.ts';
import { payRebate } from '../referral/index.ts';
import { presentOrder } from './present.ts';
import { buyCost, fillTerms } from './terms.ts';
import type { Pair } from '../market/pairs.ts';
import { eq } from 'drizzle-orm';

export interface TradeInput {
  pair_id: number;
  side: OrderSide;
  type: OrderType;
  quantity: string;
  price?: string;
}

/** The pair's least quantity (base coin) and value (quote coin) of one new order (422, code 2726). */
export function assertMinimum(pair: Pair, price: Decimal, quantity: Decimal): void {
  if (quantity.lt(pair.minQuantity))
    throw spotFail.belowMinimum(toDecimalString(pair.minQuantity), pair.base);
  if (price.times(quantity).lt(pair.minAmount))
    throw spotFail.belowMinimum(toDecimalString(pair.minAmount), pair.quote);
}

export function shortfall(side: OrderSide) {
  return side === 'buy' ? spotFail.insufficientBalance() : spotFail.insufficientSellable();
}

export async function placeOrder(deps: Deps, userId: number, input: TradeInput) {
  const ctx = await spotContext(deps);
  const pair = requireOpenPair(ctx, input.pair_id);
  const quantity = parseField(input.quantity, pair.quantityDecimals, 'quantity');
  if (input.type === 'limit' && !input.price)
    throw fail.validation({ price: 'spot.field.price_required' });
  const limit =
    input.type === 'limit' ? parseField(input.price!, pair.priceDecimals, 'price') : null;
  try {
    const row = limit
      ? await placeLimit(deps, ctx, userId, input.side, limit, quantity, pair.id)
      : await placeMarket(deps, ctx, userId, input.side, quantity, pair.id);
    return presentOrder(row, ctx.pairs, ctx.coins);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw shortfall(input.side);
    throw error;
  }
}

async function placeMarket(
  deps: Deps,
  ctx: SpotContext,
  userId: number,
  side: OrderSide,
  quantity: Decimal,
  pairId: number,
) {
  const pair = requirePairOf(ctx, pairId);
  const coins = pairCoins(ctx, pair);
  const now = deps.clock();
  const price = new Money(priceText(lastPrice(pair, now)));
  assertMinimum(pair, price, quantity);
  const feeRate = pairFeeRate(ctx, pair);
  const terms = fillTerms(userId, pair, coins, side, price, quantity, feeRate, 'available');
  if (!terms) throw spotFail.amountTooSmall();
  const tickAt = new Date(bucketStart('1min', now.getTime()));
  return deps.ledger.run(async (tx) => {
    const [created] = await tx.db
      .insert(spotOrders)
      .values({
        userId,
        pairId,
        side,
        type: 'market',
        quantity: quantity.toFixed(),
        status: 'completed',
        frozenCurrencyId: side === 'buy' ? pair.quoteId : pair.baseId,
        fillPrice: price.toFixed(),
        amount: terms.amount.toFixed(),
        fee: terms.fee.toFixed(),
        feeCurrencyId: terms.feeCurrencyId,
        feeRate,
        tickAt,
        tickPrice: price.toFixed(),
        createdAt: now,
        updatedAt: now,
        finishedAt: now,
      })
      .returning();
    const entry = await tx.post({
      kind: 'spot_fill',
      key: `spot:${created!.id}:fill`,
      memo: { order_id: created!.id, tick_at: tickAt.toISOString(), price: toDecimalString(price) },
      legs: terms.legs,
    });
    await payRebate(tx, {
      tradeUserId: userId,
      currencyId: terms.feeCurrencyId,
      fee: terms.fee.toFixed(),
      sourceKey: `spot_fill:${created!.id}`,
      at: now,
    });
    const [row] = await tx.db
      .update(spotOrders)
      .set({ entryId: entry.id })
      .where(eq(spotOrders.id, created!.id))
      .returning();
    tx.afterCommit(() =>
      deps.events.toUser(userId, {
        type: 'order.filled',
        data: presentOrder(row!, ctx.pairs, ctx.coins),
      }),
    );
    return row!;
  });
}

/** What a waiting limit order holds frozen. */
export function frozenFor(
  ctx: SpotContext,
  pairId: number,
  side: OrderSide,
  limit: Decimal,
  quantity: Decimal,
) {
  const pair = requirePairOf(ctx, pairId);
  const { quote } = pairCoins(ctx, pair);
  return side === 'buy'
    ? { currencyId: pair.quoteId, amount: buyCost(limit, quantity, quote) }
    : { currencyId: pair.baseId, amount: quantity };
}

async function placeLimit(
  deps: Deps,
  ctx: SpotContext,
  userId: number,
  side: OrderSide,
  limit: Decimal,
  quantity: Decimal,
  pairId: number,
) {
  const pair = requirePairOf(ctx, pairId);
  assertMinimum(pair, limit, quantity);
  // The order keeps the rate it is placed under: a later change of the pair's or the default rate
  // does not reach it (fill.ts reads spot_orders.fee_rate).
  const feeRate = pairFeeRate(ctx, pair);
  // Refuse now what could never fill (the fee would eat the whole proceeds).
  if (!fillTerms(userId, pair, pairCoins(ctx, pair), side, limit, quantity, feeRate, 'frozen'))
    throw spotFail.amountTooSmall();
  const hold = frozenFor(ctx, pairId, side, limit, quantity);
  const now = deps.clock();
  return deps.ledger.run(async (tx) => {
    const [row] = await tx.db
      .insert(spotOrders)
      .values({
        userId,
        pairId,
        side,
        type: 'limit',
        price: limit.toFixed(),
        quantity: quantity.toFixed(),
        status: 'waiting',
        frozenCurrencyId: hold.currencyId,
        frozenAmount: hold.amount.toFixed(),
        feeRate,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.freeze({
      userId,
      currencyId: hold.currencyId,
      amount: hold.amount,
      key: `spot:${row!.id}:freeze`,
      kind: 'spot_freeze',
      memo: { order_id: row!.id },
    });
    return row!;
  });
}
