import { bodyOf, operatorActor, pathId, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { changePairState, createPair, listAdminPairs, updatePair } from './admin.ts';
import type { NewPairInput, PairFieldsInput } from './admin-fields.ts';

// The console's spot pairs (openapi/paths/admin-markets.yaml).

export const spotAdminHandlers: HandlerFactory = (deps) => ({
  adminSpotPairs: async () => ok({ items: await listAdminPairs(deps.db) }),
  adminSpotPairCreate: async (request) =>
    ok(
      await createPair(deps, operatorActor(request), bodyOf<NewPairInput>(request)),
      'spot_pair.created',
    ),
  adminSpotPairUpdate: async (request) =>
    ok(
      await updatePair(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<PairFieldsInput>(request),
      ),
      'spot_pair.updated',
    ),
  adminSpotPairState: async (request) =>
    ok(
      await changePairState(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<{ state?: string }>(request),
      ),
      'spot_pair.state_changed',
    ),
});
