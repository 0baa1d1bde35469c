// Reading ads: the market list (trade/tradeList), the user's own (myTradeList, myTradeDetail) and a
// trader's profile (agent). Nobody but the owner reaches an ad through the my* operations.
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { authUsers } from '../../db/schema/auth.ts';
import { otcAds, otcOrders, type OtcAdStatus, type OtcSide } from '../../db/schema/otc.ts';
import type { PaymentKind } from '../../db/schema/withdraw.ts';
import { fail } from '../../http/app-error.ts';
import { ownAd } from './manage-ads.ts';
import { presentAds, presentAd } from './present-ad.ts';
import { presentOrders } from './present-order.ts';
import { traderStats } from './traders.ts';

type Page = { page: number; limit: number; offset: number };

async function pageOfAds(
  deps: Deps,
  viewerId: number,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
) {
  const rows = await deps.db
    .select()
    .from(otcAds)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await deps.db.select({ n: count() }).from(otcAds).where(where);
  return {
    items: await presentAds(deps.db, viewerId, rows),
    total: Number(total?.n ?? 0),
    page: page.page,
    limit: page.limit,
  };
}

export interface MarketQuery {
  side: OtcSide;
  currency_id: number;
  pay_kind?: PaymentKind;
}

/** Online ads whose remaining quantity still allows the minimum order; the best price first. */
export function marketAds(deps: Deps, viewerId: number, query: MarketQuery, page: Page) {
  const where = and(
    eq(otcAds.status, 'online'),
    eq(otcAds.side, query.side),
    eq(otcAds.currencyId, query.currency_id),
    sql`${otcAds.remainingQuantity} * ${otcAds.price} >= ${otcAds.minAmount}`,
    query.pay_kind ? sql`${query.pay_kind} = ANY(${otcAds.payKinds})` : undefined,
  );
  const best = query.side === 'sell' ? asc(otcAds.price) : desc(otcAds.price);
  return pageOfAds(deps, viewerId, where, [best, asc(otcAds.id)], page);
}

export function myAds(
  deps: Deps,
  userId: number,
  status: Exclude<OtcAdStatus, 'deleted'> | undefined,
  page: Page,
) {
  const where = and(
    eq(otcAds.userId, userId),
    status ? eq(otcAds.status, status) : ne(otcAds.status, 'deleted'),
  );
  return pageOfAds(deps, userId, where, [desc(otcAds.id)], page);
}

export async function myAdDetail(deps: Deps, userId: number, id: number) {
  const ad = await ownAd(deps.db, userId, id);
  const orders = await deps.db
    .select()
    .from(otcOrders)
    .where(eq(otcOrders.adId, ad.id))
    .orderBy(desc(otcOrders.id))
    .limit(50);
  return {
    ad: await presentAd(deps.db, userId, ad),
    orders: await presentOrders(deps.db, userId, orders),
  };
}

/** A trader's public profile and their online ads (newest first, at most 20). */
export async function traderProfile(deps: Deps, viewerId: number, userId = viewerId) {
  const [user] = await deps.db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (!user) throw fail.notFound();
  const ads = await deps.db
    .select()
    .from(otcAds)
    .where(and(eq(otcAds.userId, userId), eq(otcAds.status, 'online')))
    .orderBy(desc(otcAds.id))
    .limit(20);
  const trader = (await traderStats(deps.db, [userId])).get(userId)!;
  return { trader, ads: await presentAds(deps.db, viewerId, ads) };
}
