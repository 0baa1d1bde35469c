// The operator decides OTC appeals: `npm run operator -- review list otc_appeal`, then
//   review approve otc_appeal <order id>   the appellant wins
//   review reject  otc_appeal <order id>   the other side wins
// A decision for the buyer releases the coins to them (less the fee); a decision for the seller
// cancels the order (reason "appeal") and returns the coins to the seller side. Either is the same
// guarded transition as the parties' own, so a seller who confirms meanwhile settles it first.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { authUsers } from '../../db/schema/auth.ts';
import { currencies } from '../../db/schema/core.ts';
import { otcAppeals, otcOrders, type OtcRole } from '../../db/schema/otc.ts';
import { AppError } from '../../http/app-error.ts';
import type { LedgerTx } from '../../ledger/index.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import type { AuditChange } from '../audit/audit.ts';
import { facts, numericId, photos } from '../review/detail.ts';
import { registerReviewKind, ReviewRefused, type ReviewContext } from '../review/registry.ts';
import { APPEALING } from './actions.ts';
import { OtcCode } from './errors.ts';
import { cancelOrderIn, releaseOrderIn } from './settle.ts';

function parseId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw new ReviewRefused(`"${id}" is not an OTC order id`);
  return Number(id);
}

async function decide(
  tx: LedgerTx,
  context: ReviewContext,
  id: string,
  appellantWins: boolean,
): Promise<AuditChange> {
  const orderId = parseId(id);
  const [appeal] = await tx.db
    .select({ by: otcAppeals.byRole, status: otcOrders.status })
    .from(otcAppeals)
    .innerJoin(otcOrders, eq(otcOrders.id, otcAppeals.orderId))
    .where(and(eq(otcAppeals.orderId, orderId), inArray(otcOrders.status, APPEALING)));
  if (!appeal) throw new ReviewRefused(`no OTC order ${id} is under appeal`);
  const winner: OtcRole = appellantWins ? appeal.by : appeal.by === 'buyer' ? 'seller' : 'buyer';
  const now = context.clock();
  try {
    const order =
      winner === 'buyer'
        ? await releaseOrderIn(tx, context, orderId, now, [appeal.status])
        : await cancelOrderIn(tx, context, orderId, now, 'appeal', [appeal.status]);
    return {
      before: { status: appeal.status, appealed_by: appeal.by },
      after: { status: order.status, winner },
    };
  } catch (error) {
    if (error instanceof AppError && error.code === OtcCode.orderState)
      throw new ReviewRefused(`OTC order ${id} was settled meanwhile`);
    throw error;
  }
}

const buyer = alias(authUsers, 'buyer');
const seller = alias(authUsers, 'seller');

/** An appealed order in full: its facts, both vouchers, its timeline and both parties. */
async function detail(context: ReviewContext, orderId: number) {
  const [found] = await context.database.db
    .select({ order: otcOrders, appeal: otcAppeals, coin: currencies.symbol })
    .from(otcAppeals)
    .innerJoin(otcOrders, eq(otcOrders.id, otcAppeals.orderId))
    .innerJoin(currencies, eq(currencies.id, otcOrders.currencyId))
    .where(eq(otcAppeals.orderId, orderId));
  if (!found) return undefined;
  const { order: o, appeal: a, coin } = found;
  const timeline = [
    { at: o.createdAt, event: 'created' },
    { at: o.paidAt, event: 'paid' },
    { at: a.createdAt, event: `appealed_by_${a.byRole}` },
    { at: o.confirmedAt, event: 'confirmed' },
    { at: o.cancelledAt, event: 'cancelled' },
    { at: a.resolvedAt, event: `resolved_for_${a.resolution ?? ''}` },
  ]
    .filter((e): e is { at: Date; event: string } => e.at !== null)
    .sort((x, y) => x.at.getTime() - y.at.getTime());
  return {
    status: o.status,
    summary: `order ${o.orderNo}: ${toDecimalString(o.quantity)} ${coin} for ${toDecimalString(o.amount)} ${o.legal}; appeal by the ${a.byRole}`,
    createdAt: a.createdAt,
    userId: a.userId,
    facts: facts({
      order_no: o.orderNo,
      side: o.adSide,
      coin,
      quantity: toDecimalString(o.quantity),
      price: `${toDecimalString(o.price)} ${o.legal}`,
      amount: `${toDecimalString(o.amount)} ${o.legal}`,
      fee: `${toDecimalString(o.fee)} ${coin}`,
      receive: `${toDecimalString(o.receiveQuantity)} ${coin}`,
      payment_kind: o.paymentKind,
      appellant: a.byRole,
      appeal_description: a.description,
      cancel_reason: o.cancelReason,
      resolution: a.resolution,
    }),
    photos: photos({
      payment_voucher: o.paymentVoucherUploadId,
      appeal_voucher: a.voucherUploadId,
    }),
    timeline,
    parties: [
      { role: 'buyer' as const, userId: o.buyerId },
      { role: 'seller' as const, userId: o.sellerId },
      { role: 'appellant' as const, userId: a.userId },
    ],
  };
}

registerReviewKind({
  kind: 'otc_appeal',
  description: 'OTC order appeals (approve: the appellant wins; reject: the other side wins)',
  async listPending(context) {
    const rows = await context.database.db
      .select({
        order: otcOrders,
        appeal: otcAppeals,
        coin: currencies.symbol,
        buyer: buyer.nickname,
        seller: seller.nickname,
      })
      .from(otcAppeals)
      .innerJoin(otcOrders, eq(otcOrders.id, otcAppeals.orderId))
      .innerJoin(currencies, eq(currencies.id, otcOrders.currencyId))
      .innerJoin(buyer, eq(buyer.id, otcOrders.buyerId))
      .innerJoin(seller, eq(seller.id, otcOrders.sellerId))
      .where(inArray(otcOrders.status, APPEALING))
      .orderBy(asc(otcAppeals.createdAt));
    return rows.map(({ order: o, appeal: a, coin, buyer: b, seller: s }) => ({
      id: String(o.id),
      createdAt: a.createdAt,
      summary:
        `order ${o.orderNo}: buyer ${b} (user ${o.buyerId}), seller ${s} (user ${o.sellerId}), ` +
        `${toDecimalString(o.quantity)} ${coin} for ${toDecimalString(o.amount)} ${o.legal} by ${o.paymentKind ?? '-'}; ` +
        `appeal by the ${a.byRole}: "${a.description.replace(/\s+/g, ' ')}" (voucher ${a.voucherUploadId}, payment voucher ${o.paymentVoucherUploadId ?? '-'})`,
    }));
  },
  async detail(context, id) {
    const orderId = numericId(id);
    return orderId === undefined ? undefined : detail(context, orderId);
  },
  approve: (tx, context, id) => decide(tx, context, id, true),
  reject: (tx, context, id) => decide(tx, context, id, false),
});
