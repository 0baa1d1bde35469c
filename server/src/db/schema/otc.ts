// Drizzle definitions of the tables of migrations 0015_otc.sql and 0025_otc_merchants.sql (the SQL is
// the source of truth).
import { bigint, bigserial, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentKind } from './withdraw.ts';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

export type OtcSide = 'buy' | 'sell';
export type OtcAdStatus = 'online' | 'offline' | 'deleted';
export type OtcOrderStatus =
  | 'to_be_paid'
  | 'to_be_confirmed'
  | 'confirmed'
  | 'cancelled'
  | 'seller_appealing'
  | 'overtime_appealing';
export type OtcRole = 'buyer' | 'seller';
export type OtcCancelReason = 'buyer' | 'timeout' | 'appeal';

export const otcMargins = pgTable('otc_margins', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  currencyId: integer('currency_id').notNull(),
  amount: money('amount').notNull(),
  paidAt: time('paid_at').notNull(),
});

export const otcMarginRecords = pgTable('otc_margin_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  kind: text('kind').$type<'pay' | 'refund'>().notNull(),
  currencyId: integer('currency_id').notNull(),
  amount: money('amount').notNull(),
  createdAt: time('created_at').notNull(),
});

export const otcAds = pgTable('otc_ads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  side: text('side').$type<OtcSide>().notNull(),
  currencyId: integer('currency_id').notNull(),
  legal: text('legal').notNull(),
  price: money('price').notNull(),
  totalQuantity: money('total_quantity').notNull(),
  remainingQuantity: money('remaining_quantity').notNull(),
  tradedQuantity: money('traded_quantity').notNull().default('0'),
  minAmount: money('min_amount').notNull(),
  maxAmount: money('max_amount').notNull(),
  payKinds: text('pay_kinds').array().$type<PaymentKind[]>().notNull(),
  remark: text('remark').notNull().default(''),
  status: text('status').$type<OtcAdStatus>().notNull(),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
});

export const otcOrders = pgTable('otc_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull(),
  adId: bigint('ad_id', { mode: 'number' }).notNull(),
  adSide: text('ad_side').$type<OtcSide>().notNull(),
  buyerId: bigint('buyer_id', { mode: 'number' }).notNull(),
  sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  legal: text('legal').notNull(),
  price: money('price').notNull(),
  quantity: money('quantity').notNull(),
  amount: money('amount').notNull(),
  fee: money('fee').notNull(),
  receiveQuantity: money('receive_quantity').notNull(),
  minAmount: money('min_amount').notNull(),
  maxAmount: money('max_amount').notNull(),
  payKinds: text('pay_kinds').array().$type<PaymentKind[]>().notNull(),
  status: text('status').$type<OtcOrderStatus>().notNull(),
  paymentKind: text('payment_kind').$type<PaymentKind>(),
  paymentVoucherUploadId: text('payment_voucher_upload_id'),
  payDeadline: time('pay_deadline').notNull(),
  paidAt: time('paid_at'),
  appealAfter: time('appeal_after'),
  confirmedAt: time('confirmed_at'),
  cancelledAt: time('cancelled_at'),
  cancelReason: text('cancel_reason').$type<OtcCancelReason>(),
  createdAt: time('created_at').notNull(),
});

export const otcAppeals = pgTable('otc_appeals', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  byRole: text('by_role').$type<OtcRole>().notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  voucherUploadId: text('voucher_upload_id').notNull(),
  createdAt: time('created_at').notNull(),
  resolution: text('resolution').$type<OtcRole>(),
  resolvedAt: time('resolved_at'),
});

/** The console's decisions about a merchant (0025): verified, suspended with a reason. */
export const otcMerchants = pgTable('otc_merchants', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  verifiedAt: time('verified_at'),
  verifiedBy: bigint('verified_by', { mode: 'number' }),
  suspendedAt: time('suspended_at'),
  suspensionReason: text('suspension_reason'),
  updatedAt: time('updated_at').notNull(),
});

export type OtcAdRow = typeof otcAds.$inferSelect;
export type OtcOrderRow = typeof otcOrders.$inferSelect;
export type OtcAppealRow = typeof otcAppeals.$inferSelect;
export type OtcMerchantRow = typeof otcMerchants.$inferSelect;
