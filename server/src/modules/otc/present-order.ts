// Orders as one of their two parties sees them. Payment accounts (`receiving`, unmasked) go to the
// seller always and to the buyer only while they must pay or the payment is in question. Nicknames,
// appeals, accounts and coins are each fetched in one query for the whole list.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { authUsers } from '../../db/schema/auth.ts';
import { kycApplications } from '../../db/schema/kyc.ts';
import {
  otcAppeals,
  type OtcAppealRow,
  type OtcOrderRow,
  type OtcOrderStatus,
} from '../../db/schema/otc.ts';
import { paymentMethods } from '../../db/schema/withdraw.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { listCoins } from '../exchange/currencies.ts';

/** While the buyer sees where to pay (and can prove it during an appeal). */
export const RECEIVING_VISIBLE_TO_BUYER: OtcOrderStatus[] = [
  'to_be_paid',
  'to_be_confirmed',
  'seller_appealing',
  'overtime_appealing',
];

type Method = typeof paymentMethods.$inferSelect;

export function receivingVisible(order: OtcOrderRow, viewerId: number): boolean {
  return (
    viewerId === order.sellerId ||
    (viewerId === order.buyerId && RECEIVING_VISIBLE_TO_BUYER.includes(order.status))
  );
}

async function sellerAccounts(db: Db, sellerIds: number[]) {
  if (sellerIds.length === 0) return { methods: [] as Method[], names: new Map<number, string>() };
  const [methods, kyc] = await Promise.all([
    db.select().from(paymentMethods).where(inArray(paymentMethods.userId, sellerIds)),
    db
      .select({ userId: kycApplications.userId, name: kycApplications.fullName })
      .from(kycApplications)
      .where(
        and(
          inArray(kycApplications.userId, sellerIds),
          eq(kycApplications.level, 'basic'),
          eq(kycApplications.status, 'verified'),
        ),
      ),
  ]);
  return { methods, names: new Map(kyc.map((k) => [k.userId, k.name ?? ''])) };
}

function account(method: Method, holderName: string) {
  if (method.kind === 'bank') {
    return {
      kind: method.kind,
      account: method.cardNumber!,
      holder: method.cardholder!,
      bank_name: method.bankName,
      branch: method.branch,
      qr_upload_id: null,
    };
  }
  return {
    kind: method.kind,
    account: method.account!,
    holder: holderName,
    bank_name: null,
    branch: null,
    qr_upload_id: method.qrUploadId,
  };
}

const time = (at: Date | null) => at?.toISOString() ?? null;

function presentAppeal(appeal: OtcAppealRow | undefined) {
  if (!appeal) return null;
  return {
    by: appeal.byRole,
    description: appeal.description,
    voucher_upload_id: appeal.voucherUploadId,
    created_at: appeal.createdAt.toISOString(),
    resolution: appeal.resolution,
    resolved_at: time(appeal.resolvedAt),
  };
}

export async function presentOrders(db: Db, viewerId: number, orders: OtcOrderRow[]) {
  if (orders.length === 0) return [];
  const userIds = [...new Set(orders.flatMap((o) => [o.buyerId, o.sellerId]))];
  const shown = orders.filter((o) => receivingVisible(o, viewerId));
  const [coins, users, appeals, accounts] = await Promise.all([
    listCoins(db),
    db
      .select({ id: authUsers.id, nickname: authUsers.nickname })
      .from(authUsers)
      .where(inArray(authUsers.id, userIds)),
    db
      .select()
      .from(otcAppeals)
      .where(
        inArray(
          otcAppeals.orderId,
          orders.map((o) => o.id),
        ),
      ),
    sellerAccounts(db, [...new Set(shown.map((o) => o.sellerId))]),
  ]);
  const party = (id: number) => ({
    user_id: id,
    nickname: users.find((u) => u.id === id)?.nickname ?? '',
  });
  return orders.map((o) => {
    const nickname = party(o.sellerId).nickname;
    const receiving = receivingVisible(o, viewerId)
      ? o.payKinds.flatMap((kind) => {
          const method = accounts.methods.find((m) => m.userId === o.sellerId && m.kind === kind);
          return method ? [account(method, accounts.names.get(o.sellerId) || nickname)] : [];
        })
      : null;
    return {
      id: o.id,
      order_no: o.orderNo,
      ad_id: o.adId,
      role: viewerId === o.buyerId ? ('buyer' as const) : ('seller' as const),
      status: o.status,
      currency_id: o.currencyId,
      currency: coins.find((c) => c.id === o.currencyId)?.symbol ?? '',
      legal: o.legal,
      price: toDecimalString(o.price),
      quantity: toDecimalString(o.quantity),
      amount: toDecimalString(o.amount),
      fee: toDecimalString(o.fee),
      receive_quantity: toDecimalString(o.receiveQuantity),
      min_amount: toDecimalString(o.minAmount),
      max_amount: toDecimalString(o.maxAmount),
      buyer: party(o.buyerId),
      seller: party(o.sellerId),
      pay_kinds: o.payKinds,
      payment_kind: o.paymentKind,
      receiving,
      payment_voucher_upload_id: o.paymentVoucherUploadId,
      pay_deadline: o.payDeadline.toISOString(),
      paid_at: time(o.paidAt),
      appeal_after: time(o.appealAfter),
      confirmed_at: time(o.confirmedAt),
      cancelled_at: time(o.cancelledAt),
      cancel_reason: o.cancelReason,
      appeal: presentAppeal(appeals.find((a) => a.orderId === o.id)),
      created_at: o.createdAt.toISOString(),
    };
  });
}

export async function presentOrder(db: Db, viewerId: number, order: OtcOrderRow) {
  return (await presentOrders(db, viewerId, [order]))[0]!;
}
