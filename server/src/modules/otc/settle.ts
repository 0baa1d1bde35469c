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
import { otcFail } from './errors.ts';

export interface Flow {
  ledger: Ledger;
  /** Absent when an operator command runs outside the server (nobody is listening then). */
  events?: EventBus;
}

const ESCROW = 'otc_escrow';

/** After commit: both parties hear of the new status (the ledger tells whose balance changed). */
export function announce(flow: Flow, tx: LedgerTx, order: OtcOrderRow): void {
  tx.afterCommit(() => {
    const data = { id: order.id, order_no: order.orderNo, status: order.status };
    for (const userId of [order.buyerId, order.sellerId])
      flow.events?.toUser(userId, { type: 'otc.order', data });
  });
}

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
  await tx.db
    .update(otcAppeals)
    .set({ resolution: 'buyer', resolvedAt: now })
    .where(and(eq(otcAppeals.orderId, order.id), isNull(otcAppeals.resolution)));
  announce(flow, tx, order);
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
  announce(flow, tx, order);
  return order;
}
