import type { TrustFamily } from '../../db/schema/trust.ts';
import { bodyOf, operatorActor, pathId, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import {
  adminProduct,
  changeState,
  createProduct,
  listAdminProducts,
  updateProduct,
  type StateInput,
} from './admin.ts';
import type { ProductFieldsInput } from './admin-fields.ts';

// The console's trust and finance products (openapi/paths/admin-products.yaml).

export const trustAdminHandlers: HandlerFactory = (deps) => ({
  adminTrustProducts: async (request) =>
    ok({
      items: await listAdminProducts(deps, (request.query as { family?: TrustFamily }).family),
    }),
  adminTrustProduct: async (request) => ok(await adminProduct(deps, pathId(request))),
  adminTrustProductCreate: async (request) =>
    ok(
      await createProduct(
        deps,
        operatorActor(request),
        bodyOf<ProductFieldsInput & { family: TrustFamily }>(request),
      ),
      'product.created',
    ),
  adminTrustProductUpdate: async (request) =>
    ok(
      await updateProduct(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<ProductFieldsInput>(request),
      ),
      'product.updated',
    ),
  adminTrustProductState: async (request) =>
    ok(
      await changeState(deps, operatorActor(request), pathId(request), bodyOf<StateInput>(request)),
      'product.state_changed',
    ),
});
