import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { assertStepUp, type StepUpProof } from '../second-factor/step-up.ts';
import { findUserById } from '../users/repo.ts';
import { ownMethods, presentMethods, saveMethod, type CashSaveInput } from './methods.ts';

export const bankbindHandlers: HandlerFactory = (deps) => ({
  userCashInfo: async (request) =>
    ok(presentMethods(await ownMethods(deps.db, requireAuth(request).userId))),
  // A new bank card or wallet account is where withdrawals may go: with a second factor on, it
  // needs its code (step-up).
  userCashSave: async (request) => {
    const body = bodyOf<CashSaveInput & StepUpProof>(request);
    const user = await findUserById(deps.db, requireAuth(request).userId);
    if (!user) throw fail.unauthenticated();
    const now = deps.clock();
    const stepUp = () => assertStepUp(deps, now, request, user, body);
    return ok(await saveMethod(deps.db, user.id, body, now, stepUp), 'bankbind.saved');
  },
});
