import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { ownMethods, presentMethods, saveMethod, type CashSaveInput } from './methods.ts';

export const bankbindHandlers: HandlerFactory = (deps) => ({
  userCashInfo: async (request) =>
    ok(presentMethods(await ownMethods(deps.db, requireAuth(request).userId))),
  userCashSave: async (request) =>
    ok(
      await saveMethod(
        deps.db,
        requireAuth(request).userId,
        bodyOf<CashSaveInput>(request),
        deps.clock(),
      ),
      'bankbind.saved',
    ),
});
