// The user's orders as buyer or seller (trade/myTradeOrderList by tab, trade/orderDetail).
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { otcOrders, type OtcOrderStatus } from '../../db/schema/otc.ts';
import { partyOrder } from './actions.ts';
import { OPEN_STATUSES } from './gates.ts';
import { presentOrder, presentOrders } from './present-order.ts';

export type OrderTab = 'incomplete' | 'completed' | 'cancelled';

const TABS: Record<OrderTab, OtcOrderStatus[]> = {
  incomplete: OPEN_STATUSES,
  completed: ['confirmed'],
  cancelled: ['cancelled'],
};

export async function myOrders(
  deps: Deps,
  userId: number,
  tab: OrderTab,
  page: { page: number; limit: number; offset: number },
) {
  const where = and(
    or(eq(otcOrders.buyerId, userId), eq(otcOrders.sellerId, userId)),
    inArray(otcOrders.status, TABS[tab]),
  );
  const rows = await deps.db
    .select()
    .from(otcOrders)
    .where(where)
    .orderBy(desc(otcOrders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await deps.db.select({ n: count() }).from(otcOrders).where(where);
  return {
    items: await presentOrders(deps.db, userId, rows),
    total: Number(total?.n ?? 0),
    page: page.page,
    limit: page.limit,
  };
}

export async function orderDetail(deps: Deps, userId: number, id: number) {
  return presentOrder(deps.db, userId, await partyOrder(deps.db, userId, id));
}
