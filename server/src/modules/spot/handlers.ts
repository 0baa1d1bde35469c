import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { amendOrder, cancelOrder, listOrders, type AmendInput, type ListQuery } from './manage.ts';
import { placeOrder, type TradeInput } from './place.ts';

export const spotHandlers: HandlerFactory = (deps) => ({
  coinList: async (request) =>
    ok(await listOrders(deps, requireAuth(request).userId, request.query as ListQuery)),
  coinTrade: async (request) => {
    const order = await placeOrder(deps, requireAuth(request).userId, bodyOf<TradeInput>(request));
    return ok(order, order.status === 'completed' ? 'spot.filled' : 'spot.placed');
  },
  coinTradeAmend: async (request) =>
    ok(
      await amendOrder(deps, requireAuth(request).userId, bodyOf<AmendInput>(request)),
      'spot.amended',
    ),
  coinCancel: async (request) =>
    ok(
      await cancelOrder(deps, requireAuth(request).userId, bodyOf<{ id: number }>(request).id),
      'spot.cancelled',
    ),
});
