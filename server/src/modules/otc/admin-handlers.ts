import { bodyOf, operatorActor, pathId, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import {
  changeMerchant,
  listMerchants,
  merchantDetail,
  parseReason,
  type MerchantQuery,
} from './admin.ts';

// The console's OTC merchants (openapi/paths/admin-otc.yaml).

const actorOf = operatorActor;
const idOf = pathId;

export const otcAdminHandlers: HandlerFactory = (deps) => ({
  adminOtcMerchants: async (request) =>
    ok(await listMerchants(deps, request.query as MerchantQuery)),
  adminOtcMerchant: async (request) => ok(await merchantDetail(deps, idOf(request))),
  adminOtcMerchantVerify: async (request) =>
    ok(
      await changeMerchant(deps, actorOf(request), idOf(request), { state: 'verified' }),
      'merchant.verified',
    ),
  adminOtcMerchantUnverify: async (request) =>
    ok(
      await changeMerchant(deps, actorOf(request), idOf(request), { state: 'unverified' }),
      'merchant.unverified',
    ),
  adminOtcMerchantSuspend: async (request) => {
    const reason = parseReason(bodyOf<{ reason?: string }>(request).reason);
    return ok(
      await changeMerchant(deps, actorOf(request), idOf(request), { state: 'suspended', reason }),
      'merchant.suspended',
    );
  },
  adminOtcMerchantUnsuspend: async (request) =>
    ok(
      await changeMerchant(deps, actorOf(request), idOf(request), { state: 'unsuspended' }),
      'merchant.unsuspended',
    ),
});
