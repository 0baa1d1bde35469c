import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { pageOf } from '../exchange/currencies.ts';
import type { AdFieldsInput } from './ad-fields.ts';
import { appealOrder, cancelByBuyer, confirmOrder, payOrder } from './actions.ts';
import { deleteAd, editAd, showAd } from './manage-ads.ts';
import { marginOf, marginRecords, payMargin, refundMargin } from './margin.ts';
import { otcMarket } from './market.ts';
import { placeOrder, type TradeInput } from './place.ts';
import { publishAd, type PublishInput } from './publish.ts';
import { marketAds, myAdDetail, myAds, traderProfile, type MarketQuery } from './read-ads.ts';
import { myOrders, orderDetail, type OrderTab } from './read-orders.ts';
import './upload-access.ts'; // lets an order's counterparty see its vouchers and QR codes

const query = <T>(request: { query: unknown }) => request.query as T;
const user = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

export const otcHandlers: HandlerFactory = (deps) => ({
  otcCurrencyList: async () => ok(await otcMarket(deps)),
  otcTradeList: async (request) =>
    ok(await marketAds(deps, user(request), query<MarketQuery>(request), pageOf(request.query))),
  otcAgent: async (request) =>
    ok(await traderProfile(deps, user(request), query<{ user_id?: number }>(request).user_id)),
  otcBail: async (request) => ok(await marginOf(deps, user(request))),
  otcTransfer: async (request) => ok(await payMargin(deps, user(request)), 'otc.margin_paid'),
  otcRefund: async (request) => ok(await refundMargin(deps, user(request)), 'otc.margin_refunded'),
  otcTransferRecord: async (request) =>
    ok(await marginRecords(deps, user(request), pageOf(request.query))),
  otcPublish: async (request) =>
    ok(await publishAd(deps, user(request), bodyOf<PublishInput>(request)), 'otc.published'),
  otcMyTradeList: async (request) =>
    ok(
      await myAds(
        deps,
        user(request),
        query<{ status?: 'online' | 'offline' }>(request).status,
        pageOf(request.query),
      ),
    ),
  otcMyTradeDetail: async (request) =>
    ok(await myAdDetail(deps, user(request), query<{ id: number }>(request).id)),
  otcMyTradeEdit: async (request) =>
    ok(
      await editAd(deps, user(request), bodyOf<AdFieldsInput & { id: number }>(request)),
      'otc.ad_saved',
    ),
  otcUpdateShow: async (request) => {
    const { id, show } = bodyOf<{ id: number; show: 0 | 1 }>(request);
    return ok(
      await showAd(deps, user(request), id, show),
      show === 1 ? 'otc.ad_shown' : 'otc.ad_hidden',
    );
  },
  otcCancelTrade: async (request) => {
    await deleteAd(deps, user(request), bodyOf<{ id: number }>(request).id);
    return ok(null, 'otc.ad_deleted');
  },
  otcTrade: async (request) => placeOrder(deps, user(request), bodyOf<TradeInput>(request)),
  otcMyTradeOrderList: async (request) =>
    ok(
      await myOrders(
        deps,
        user(request),
        query<{ tab: OrderTab }>(request).tab,
        pageOf(request.query),
      ),
    ),
  otcOrderDetail: async (request) =>
    ok(await orderDetail(deps, user(request), query<{ id: number }>(request).id)),
  otcPay: async (request) =>
    ok(await payOrder(deps, user(request), bodyOf(request)), 'otc.order_paid'),
  otcConfirm: async (request) =>
    ok(await confirmOrder(deps, request, user(request), bodyOf(request)), 'otc.order_confirmed'),
  otcCancelTradeOrder: async (request) =>
    ok(
      await cancelByBuyer(deps, user(request), bodyOf<{ id: number }>(request).id),
      'otc.order_cancelled',
    ),
  otcAppeal: async (request) =>
    ok(await appealOrder(deps, user(request), bodyOf(request)), 'otc.appealed'),
});
