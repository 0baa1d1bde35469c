import { bodyOf, operatorActor, pathId, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { adminLevel, createLevel, deleteLevel, listAdminLevels, updateLevel } from './admin.ts';
import type { PartnerLevelInput } from './admin-fields.ts';

// The console's partner levels (openapi/paths/admin-partners.yaml). A level's `{id}` is its number.
export const partnersAdminHandlers: HandlerFactory = (deps) => ({
  adminPartnerLevels: async (request) =>
    ok({ items: await listAdminLevels(deps.db, request.lang) }),
  adminPartnerLevel: async (request) =>
    ok(await adminLevel(deps.db, request.lang, pathId(request))),
  adminPartnerLevelCreate: async (request) =>
    ok(
      await createLevel(
        deps,
        operatorActor(request),
        request.lang,
        bodyOf<PartnerLevelInput>(request),
      ),
      'partners.created',
    ),
  adminPartnerLevelUpdate: async (request) =>
    ok(
      await updateLevel(
        deps,
        operatorActor(request),
        request.lang,
        pathId(request),
        bodyOf<PartnerLevelInput>(request),
      ),
      'partners.updated',
    ),
  adminPartnerLevelDelete: async (request) =>
    ok(
      await deleteLevel(deps, operatorActor(request), request.lang, pathId(request)),
      'partners.deleted',
    ),
});
