import { bodyOf, operatorActor, pathId, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import {
  adminModel,
  changeModelState,
  createModel,
  listAdminModels,
  updateModel,
  type StateInput,
} from './admin.ts';
import {
  adminPledgeProduct,
  changePledgeProductState,
  createPledgeProduct,
  listAdminPledgeProducts,
  updatePledgeProduct,
} from './admin-pledge.ts';
import type { MinerFieldsInput, PledgeFieldsInput } from './admin-fields.ts';

// The console's miner models and pledge products (openapi/paths/admin-mining.yaml).

export const miningAdminHandlers: HandlerFactory = (deps) => ({
  adminMinerModels: async () => ok({ items: await listAdminModels(deps) }),
  adminMinerModel: async (request) => ok(await adminModel(deps, pathId(request))),
  adminMinerModelCreate: async (request) =>
    ok(
      await createModel(deps, operatorActor(request), bodyOf<MinerFieldsInput>(request)),
      'mining_admin.created',
    ),
  adminMinerModelUpdate: async (request) =>
    ok(
      await updateModel(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<MinerFieldsInput>(request),
      ),
      'mining_admin.updated',
    ),
  adminMinerModelState: async (request) =>
    ok(
      await changeModelState(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<StateInput>(request),
      ),
      'mining_admin.state_changed',
    ),
  adminPledgeProducts: async () => ok({ items: await listAdminPledgeProducts(deps) }),
  adminPledgeProduct: async (request) => ok(await adminPledgeProduct(deps, pathId(request))),
  adminPledgeProductCreate: async (request) =>
    ok(
      await createPledgeProduct(deps, operatorActor(request), bodyOf<PledgeFieldsInput>(request)),
      'mining_admin.created',
    ),
  adminPledgeProductUpdate: async (request) =>
    ok(
      await updatePledgeProduct(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<PledgeFieldsInput>(request),
      ),
      'mining_admin.updated',
    ),
  adminPledgeProductState: async (request) =>
    ok(
      await changePledgeProductState(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<StateInput>(request),
      ),
      'mining_admin.state_changed',
    ),
});
