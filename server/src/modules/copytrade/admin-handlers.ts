import { bodyOf, operatorActor, pathId, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { pageOf } from '../exchange/currencies.ts';
import {
  adminTrader,
  changeTraderState,
  createTrader,
  listAdminTraders,
  traderFollows,
  updateTrader,
  type TraderStateInput,
} from './admin.ts';
import type { TraderFieldsInput } from './admin-fields.ts';

// The console's copy traders (openapi/paths/admin-copytrade.yaml).

export const copytradeAdminHandlers: HandlerFactory = (deps) => ({
  adminCopyTraders: async () => ok({ items: await listAdminTraders(deps) }),
  adminCopyTrader: async (request) => ok(await adminTrader(deps, pathId(request))),
  adminCopyTraderCreate: async (request) =>
    ok(
      await createTrader(deps, operatorActor(request), bodyOf<TraderFieldsInput>(request)),
      'copytrade.created',
    ),
  adminCopyTraderUpdate: async (request) =>
    ok(
      await updateTrader(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<TraderFieldsInput>(request),
      ),
      'copytrade.updated',
    ),
  adminCopyTraderState: async (request) =>
    ok(
      await changeTraderState(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<TraderStateInput>(request),
      ),
      'copytrade.state_changed',
    ),
  adminCopyTraderFollows: async (request) => {
    const query = request.query as { status?: 'in_progress' | 'ended' };
    return ok(await traderFollows(deps, pathId(request), query.status, pageOf(request.query)));
  },
});
