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

export const otcAdminHandlers: HandlerFactory = (deps) => ({
  adminOtcMerchants: async (request) =>
    ok(await listMerchants(deps, request.query as MerchantQuery)),
  adminOtcMerchant: async (request) => ok(await merchantDetail(deps, pathId(request))),
  adminOtcMerchantVerify: async (request) =>
    ok(
      await changeMerchant(deps, operatorActor(request), pathId(request), { state: 'verified' }),
      'merchant.verified',
    ),
  adminOtcMerchantUnverify: async (request) =>
    ok(
      await changeMerchant(deps, operatorActor(request), pathId(request), { state: 'unverified' }),
      'merchant.unverified',
    ),
  adminOtcMerchantSuspend: async (request) => {
    const reason = parseReason(bodyOf<{ reason?: string }>(request).reason);
    return ok(
      await changeMerchant(deps, operatorActor(request), pathId(request), {
        state: 'suspended',
        reason,
      }),
      'merchant.suspended',
    );
  },
  adminOtcMerchantUnsuspend: async (request) =>
    ok(
      await changeMerchant(deps, operatorActor(request), pathId(request), { state: 'unsuspended' }),
      'merchant.unsuspended',
    ),
});
