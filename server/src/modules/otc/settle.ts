// The two ways an order ends, shared by the parties' actions, the time-out job and the operator's
// appeal decisions. Each is ONE ledger transaction guarded by a conditional update of the order's
// status: of two racing actions only the first finds the order in a state it may leave, so the coins
// never move twice.
//   release: escrow -> buyer (less the fee) and the fee house; the ad counts the quantity as traded.
//   cancel:  escrow -> back to the seller side: a sell ad's reservation (frozen, its remaining grows
//            again) or, for a buy ad, the taker-seller's available balance (the ad's remaining grows).
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  otcAds,
  otcAppeals,
  otcOrders,
  type OtcCancelReason,
  type OtcOrderRow,
  type OtcOrderStatus,
} from '../../db/schema/otc.ts';
import {
  houseAccount,
  userAccount,
  type Leg,
  type Ledger,
  type LedgerTx,
} from '../../ledger/index.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import type { EventBus } from '../events/bus.ts';
import type { NotificationKind } from '../notifications/kinds.ts';
import { notify } from '../notifications/notify.ts';
import { amountParam, coinSymbol } from '../notifications/params.ts';
import { otcFail } from './errors.ts';

export interface Flow {
  ledger: Ledger;
  /** Absent when an operator command runs outside the server (nobody is listening then). */
  events?: EventBus;
}

const ESCROW = 'otc_escrow';

/** Who is told what about an order's change (a notification each, in the change's transaction). */
export interface OtcNotice {
  to: number;
  kind: NotificationKind;
  params?: Record<string, string>;
}

/** The notifications of an order's change, then after commit both parties hear of the new status
 * on the socket (the ledger tells whose balance changed). */
export async function announce(
  flow: Flow,
  tx: LedgerTx,
  order: OtcOrderRow,
  now: Date,
  notices: OtcNotice[],
): Promise<void> {
  if (notices.length > 0) {
    const params = {
      order_no: order.orderNo,
      coin: await coinSymbol(tx.db, order.currencyId),
      quantity: amountParam(order.quantity),
    };
    for (const notice of notices)
      await notify(tx, flow.events, now, {
        userId: notice.to,
        kind: notice.kind,
        params: { ...params, ...notice.params },
        object: { type: 'otc_order', id: order.id },
      });
  }
  tx.afterCommit(() => {
    const data = { id: order.id, order_no: order.orderNo, status: order.status };
    for (const userId of [order.buyerId, order.sellerId])
      flow.events?.toUser(userId, { type: 'otc.order', data });
  });
}

/** Both parties of an order. */
const bothParties = (order: OtcOrderRow) => [order.buyerId, order.sellerId];

async function transition(
  tx: LedgerTx,
  orderId: number,
  from: OtcOrderStatus[],
  set: Partial<OtcOrderRow>,
  extra?: SQL,
) {
  const [order] = await tx.db
    .update(otcOrders)
    .set(set)
    .where(and(eq(otcOrders.id, orderId), inArray(otcOrders.status, from), extra))
    .returning();
  if (!order) throw otcFail.orderState();
  return order;
}

export function releaseOrder(
  flow: Flow,
  orderId: number,
  now: Date,
  from: OtcOrderStatus[],
): Promise<OtcOrderRow> {
  return flow.ledger.run((tx) => releaseOrderIn(tx, flow, orderId, now, from));
}

/** releaseOrder inside the caller's transaction (an operator's decision, audited with it). */
export async function releaseOrderIn(
  tx: LedgerTx,
  flow: Flow,
  orderId: number,
  now: Date,
  from: OtcOrderStatus[],
): Promise<OtcOrderRow> {
  const order = await transition(tx, orderId, from, { status: 'confirmed', confirmedAt: now });
  await tx.db
    .update(otcAds)
    .set({
      tradedQuantity: sql`${otcAds.tradedQuantity} + ${order.quantity}::numeric`,
      updatedAt: now,
    })
    .where(eq(otcAds.id, order.adId));
  const legs: Leg[] = [
    {
      account: houseAccount(ESCROW, order.currencyId),
      bucket: 'available',
      amount: `-${toDecimalString(order.quantity)}`,
    },
    {
      account: userAccount(order.buyerId, order.currencyId),
      bucket: 'available',
      amount: toDecimalString(order.receiveQuantity),
    },
  ];
  if (new Money(order.fee).gt(0))
    legs.push({
      account: houseAccount('fees', order.currencyId),
      bucket: 'available',
      amount: toDecimalString(order.fee),
    });
  await tx.post({
    kind: 'otc_release',
    key: `otc:order:${order.id}:release`,
    memo: { order_id: order.id },
    legs,
  });
  const decided = await tx.db
    .update(otcAppeals)
    .set({ resolution: 'buyer', resolvedAt: now })
    .where(and(eq(otcAppeals.orderId, order.id), isNull(otcAppeals.resolution)))
    .returning({ orderId: otcAppeals.orderId });
  // Released while appealed (by the seller or an operator): the appeal is decided for the buyer.
  const notices: OtcNotice[] =
    decided.length > 0
      ? bothParties(order).map((to) => ({
          to,
          kind: 'p2p_appeal_decided',
          params: { outcome: 'buyer' },
        }))
      : [{ to: order.buyerId, kind: 'p2p_released' }];
  await announce(flow, tx, order, now, notices);
  return order;
}

export function cancelOrder(
  flow: Flow,
  orderId: number,
  now: Date,
  reason: OtcCancelReason,
  from: OtcOrderStatus[],
  extra?: SQL,
): Promise<OtcOrderRow> {
  return flow.ledger.run((tx) => cancelOrderIn(tx, flow, orderId, now, reason, from, extra));
}

/** cancelOrder inside the caller's transaction. */
export async function cancelOrderIn(
  tx: LedgerTx,
  flow: Flow,
  orderId: number,
  now: Date,
  reason: OtcCancelReason,
  from: OtcOrderStatus[],
  extra?: SQL,
): Promise<OtcOrderRow> {
  const order = await transition(
    tx,
    orderId,
    from,
    { status: 'cancelled', cancelledAt: now, cancelReason: reason },
    extra,
  );
  await tx.db
    .update(otcAds)
    .set({
      remainingQuantity: sql`${otcAds.remainingQuantity} + ${order.quantity}::numeric`,
      updatedAt: now,
    })
    .where(eq(otcAds.id, order.adId));
  // A sell ad's coins go back into its reservation; a buy ad's taker gets theirs back to spend.
  const back = order.adSide === 'sell' ? 'frozen' : 'available';
  await tx.post({
    kind: 'otc_return',
    key: `otc:order:${order.id}:return`,
    memo: { order_id: order.id, reason },
    legs: [
      {
        account: houseAccount(ESCROW, order.currencyId),
        bucket: 'available',
        amount: `-${toDecimalString(order.quantity)}`,
      },
      {
        account: userAccount(order.sellerId, order.currencyId),
        bucket: back,
        amount: toDecimalString(order.quantity),
      },
    ],
  });
  if (reason === 'appeal') {
    await tx.db
      .update(otcAppeals)
      .set({ resolution: 'seller', resolvedAt: now })
      .where(and(eq(otcAppeals.orderId, order.id), isNull(otcAppeals.resolution)));
  }
  await announce(flow, tx, order, now, cancelNotices(order, reason));
  return order;
}

/** A buyer's cancellation tells the seller; a time-out tells both; an appeal decided for the seller
 * tells both. */
function cancelNotices(order: OtcOrderRow, reason: OtcCancelReason): OtcNotice[] {
  switch (reason) {
    case 'buyer':
      return [{ to: order.sellerId, kind: 'p2p_cancelled' }];
    case 'timeout':
      return bothParties(order).map((to) => ({ to, kind: 'p2p_expired' }));
    case 'appeal':
      return bothParties(order).map((to) => ({
        to,
        kind: 'p2p_appeal_decided',
        params: { outcome: 'seller' },
      }));
  }
}
