// Who may do what in the OTC area: basic KYC to trade or advertise, a paid margin and no
// suspension (console, otc_merchants) to advertise.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import {
  otcAds,
  otcMargins,
  otcMerchants,
  otcOrders,
  type OtcOrderStatus,
} from '../../db/schema/otc.ts';
import { kycStatus } from '../kyc/status.ts';
import { otcFail } from './errors.ts';

/** Orders not yet confirmed or cancelled: their coins sit in escrow. */
export const OPEN_STATUSES: OtcOrderStatus[] = [
  'to_be_paid',
  'to_be_confirmed',
  'seller_appealing',
  'overtime_appealing',
];

export async function assertKyc(db: Db, userId: number): Promise<void> {
  if ((await kycStatus(db, userId)).basic.status !== 'verified') throw otcFail.kycRequired();
}

/** The user's paid margin, if any (a plain read: for early answers outside a transaction). */
export async function paidMargin(db: Db, userId: number) {
  const [row] = await db.select().from(otcMargins).where(eq(otcMargins.userId, userId));
  return row;
}

/**
 * The same, row-locked inside a transaction: publishing and refunding both lock it first, so an ad
 * cannot go online while the margin it relies on is being refunded.
 */
export async function lockedMargin(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(otcMargins)
    .where(eq(otcMargins.userId, userId))
    .for('update');
  return row;
}

/** Whether an operator has suspended the merchant (console, otc_merchants). */
export async function isSuspended(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: otcMerchants.suspendedAt })
    .from(otcMerchants)
    .where(eq(otcMerchants.userId, userId));
  return Boolean(row?.at);
}

/**
 * What an ad needs to go online: a paid margin, row-locked, and no suspension. A suspension locks
 * the same margin row first, so an ad cannot go online while its merchant is being suspended.
 */
export async function requireMargin(db: Db, userId: number): Promise<void> {
  if (!(await lockedMargin(db, userId))) throw otcFail.marginRequired();
  if (await isSuspended(db, userId)) throw otcFail.merchantSuspended();
}

/** Why a paid margin cannot be refunded now: online ads, or open orders on the user's ads. */
export async function refundBlocker(
  db: Db,
  userId: number,
): Promise<'online_ads' | 'open_orders' | null> {
  const [online] = await db
    .select({ n: count() })
    .from(otcAds)
    .where(and(eq(otcAds.userId, userId), eq(otcAds.status, 'online')));
  if (Number(online?.n ?? 0) > 0) return 'online_ads';
  const [open] = await db
    .select({ n: count() })
    .from(otcOrders)
    .innerJoin(otcAds, eq(otcAds.id, otcOrders.adId))
    .where(and(eq(otcAds.userId, userId), inArray(otcOrders.status, OPEN_STATUSES)));
  return Number(open?.n ?? 0) > 0 ? 'open_orders' : null;
}

/** Open orders on one ad (an ad with any cannot be edited or deleted). */
export async function openOrdersOn(db: Db, adId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otcOrders)
    .where(and(eq(otcOrders.adId, adId), inArray(otcOrders.status, OPEN_STATUSES)));
  return Number(row?.n ?? 0);
}
