// Ads as the API shows them, a page at a time: coins, traders' stats and (for the owner's own ads)
// open-order counts are each fetched in one query for the whole page.
import { and, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { otcOrders, type OtcAdRow } from '../../db/schema/otc.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { listCoins } from '../exchange/currencies.ts';
import { OPEN_STATUSES } from './gates.ts';
import { traderStats } from './traders.ts';

async function openOrderCounts(db: Db, adIds: number[]): Promise<Map<number, number>> {
  if (adIds.length === 0) return new Map();
  const found = await db
    .select({ adId: otcOrders.adId, n: count() })
    .from(otcOrders)
    .where(and(inArray(otcOrders.adId, adIds), inArray(otcOrders.status, OPEN_STATUSES)))
    .groupBy(otcOrders.adId);
  return new Map(found.map((r) => [r.adId, Number(r.n)]));
}

export async function presentAds(db: Db, viewerId: number, ads: OtcAdRow[]) {
  const [coins, traders, open] = await Promise.all([
    listCoins(db),
    traderStats(
      db,
      ads.map((a) => a.userId),
    ),
    openOrderCounts(
      db,
      ads.filter((a) => a.userId === viewerId).map((a) => a.id),
    ),
  ]);
  return ads.map((ad) => ({
    id: ad.id,
    side: ad.side,
    status: ad.status,
    currency_id: ad.currencyId,
    currency: coins.find((c) => c.id === ad.currencyId)?.symbol ?? '',
    legal: ad.legal,
    price: toDecimalString(ad.price),
    total_quantity: toDecimalString(ad.totalQuantity),
    remaining_quantity: toDecimalString(ad.remainingQuantity),
    min_amount: toDecimalString(ad.minAmount),
    max_amount: toDecimalString(ad.maxAmount),
    pay_kinds: ad.payKinds,
    remark: ad.remark,
    open_orders: open.get(ad.id) ?? 0,
    mine: ad.userId === viewerId,
    trader: traders.get(ad.userId)!,
    created_at: ad.createdAt.toISOString(),
  }));
}

export async function presentAd(db: Db, viewerId: number, ad: OtcAdRow) {
  return (await presentAds(db, viewerId, [ad]))[0]!;
}
