// Placing an order on an ad (trade/trade). The coins go into escrow at once: for a sell ad from the
// advertiser's reservation (frozen), for a buy ad from the taker's available balance (the taker is
// the seller there, and needs one of the ad's payment methods bound to receive the money).
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { otcAds, otcOrders, type OtcAdRow } from '../../db/schema/otc.ts';
import type { Success } from '../../http/envelope.ts';
import { fail } from '../../http/app-error.ts';
import { InsufficientFunds } from '../../ledger/index.ts';
import { rows } from '../../ledger/sql.ts';
import { Money, roundFee, type Decimal } from '../../lib/decimal.ts';
import { ownMethods } from '../bankbind/methods.ts';
import { listCoins, type Coin } from '../exchange/currencies.ts';
import { parsePlaces } from './ad-fields.ts';
import { otcFail } from './errors.ts';
import { assertKyc } from './gates.ts';
import { presentOrder } from './present-order.ts';
import { announce } from './settle.ts';
import { LEGAL_PLACES, otcTerms } from './terms.ts';

export interface TradeInput {
  ad_id: number;
  amount?: string;
  quantity?: string;
}

/** quantity = amount / price truncated to the coin; amount = quantity x price, half-up to cents. */
function sizeOf(
  input: TradeInput,
  ad: OtcAdRow,
  coin: Coin,
): { quantity: Decimal; amount: Decimal } {
  const price = new Money(ad.price);
  const quantity = input.amount
    ? parsePlaces(input.amount, LEGAL_PLACES, 'amount')
        .div(price)
        .toDecimalPlaces(coin.decimals, Money.ROUND_DOWN)
    : parsePlaces(input.quantity!, coin.decimals, 'quantity');
  return {
    quantity,
    amount: quantity.times(price).toDecimalPlaces(LEGAL_PLACES, Money.ROUND_HALF_UP),
  };
}

/** A short, unique, readable number: the UTC date and the order's id ("2030010100000042"). */
function orderNumber(id: number, at: Date): string {
  return `${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;
}

export async function placeOrder(deps: Deps, userId: number, input: TradeInput): Promise<Success> {
  if (!input.amount && !input.quantity) throw otcFail.amountRequired();
  await assertKyc(deps.db, userId);
  const [ad] = await deps.db
    .select()
    .from(otcAds)
    .where(and(eq(otcAds.id, input.ad_id), ne(otcAds.status, 'deleted')));
  if (!ad) throw fail.notFound();
  if (ad.userId === userId) throw otcFail.ownAd();
  if (ad.status !== 'online') throw otcFail.adNotOnline();
  const coin = (await listCoins(deps.db)).find((c) => c.id === ad.currencyId);
  if (!coin) throw otcFail.adNotOnline();
  const { quantity, amount } = sizeOf(input, ad, coin);
  const terms = await otcTerms(deps.db);
  // The ad's limits within the platform's order limits of now (an ad published before the operator
  // narrowed them takes only orders inside both).
  const min = Money.max(ad.minAmount, terms.orderMinAmount);
  const max = Money.min(ad.maxAmount, terms.orderMaxAmount);
  if (quantity.lte(0) || amount.lt(min) || amount.gt(max)) {
    throw otcFail.outsideLimits(min.toFixed(LEGAL_PLACES), max.toFixed(LEGAL_PLACES), ad.legal);
  }
  if (quantity.gt(ad.remainingQuantity)) throw otcFail.beyondRemaining();
  const [buyerId, sellerId] = ad.side === 'sell' ? [userId, ad.userId] : [ad.userId, userId];
  const bound = new Set((await ownMethods(deps.db, sellerId)).map((m) => m.kind));
  const payKinds = ad.payKinds.filter((k) => bound.has(k));
  if (payKinds.length === 0)
    throw ad.side === 'buy' ? otcFail.payKindUnbound() : otcFail.adNotOnline();
  const fee = roundFee(quantity.times(terms.feeRate), coin.decimals);
  if (fee.gte(quantity))
    throw otcFail.outsideLimits(
      new Money(ad.minAmount).toFixed(LEGAL_PLACES),
      new Money(ad.maxAmount).toFixed(LEGAL_PLACES),
      ad.legal,
    );
  const now = deps.clock();
  const q = quantity.toFixed();
  try {
    const order = await deps.ledger.run(async (tx) => {
      // Taking from the ad is atomic: the ad must still be online with enough left (row-locked).
      const [taken] = await tx.db
        .update(otcAds)
        .set({
          remainingQuantity: sql`${otcAds.remainingQuantity} - ${q}::numeric`,
          updatedAt: now,
        })
        .where(
          and(eq(otcAds.id, ad.id), eq(otcAds.status, 'online'), gte(otcAds.remainingQuantity, q)),
        )
        .returning({ id: otcAds.id });
      if (!taken) {
        const [again] = await tx.db
          .select({ status: otcAds.status })
          .from(otcAds)
          .where(eq(otcAds.id, ad.id));
        throw again?.status === 'online' ? otcFail.beyondRemaining() : otcFail.adNotOnline();
      }
      const [seq] = await rows<{ id: number | string }>(
        tx.db,
        sql`SELECT nextval('otc_orders_id_seq') AS id`,
      );
      const id = Number(seq!.id);
      const [row] = await tx.db
        .insert(otcOrders)
        .values({
          id,
          orderNo: orderNumber(id, now),
          adId: ad.id,
          adSide: ad.side,
          buyerId,
          sellerId,
          currencyId: coin.id,
          legal: ad.legal,
          price: ad.price,
          quantity: q,
          amount: amount.toFixed(),
          fee: fee.toFixed(),
          receiveQuantity: quantity.minus(fee).toFixed(),
          minAmount: ad.minAmount,
          maxAmount: ad.maxAmount,
          payKinds,
          status: 'to_be_paid',
          payDeadline: new Date(now.getTime() + terms.payMinutes * 60_000),
          createdAt: now,
        })
        .returning();
      const escrow = {
        userId: sellerId,
        currencyId: coin.id,
        amount: q,
        key: `otc:order:${id}:escrow`,
        kind: 'otc_escrow',
        memo: { order_id: id },
      };
      if (ad.side === 'sell') await tx.settleFrozen({ ...escrow, to: { house: 'otc_escrow' } });
      else await tx.debit({ ...escrow, to: 'otc_escrow' });
      // The advertiser learns of the order (the taker placed it).
      const advertiser = ad.side === 'sell' ? sellerId : buyerId;
      await announce(deps, tx, row!, now, [{ to: advertiser, kind: 'p2p_order_placed' }]);
      return row!;
    });
    const data = await presentOrder(deps.db, userId, order);
    return userId === buyerId
      ? { data, message: 'otc.order_placed_pay', params: { minutes: terms.payMinutes } }
      : { data, message: 'otc.order_placed_wait' };
  } catch (error) {
    if (error instanceof InsufficientFunds) throw otcFail.insufficientBalance();
    throw error;
  }
}
