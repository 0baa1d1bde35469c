import { requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { uploadHandlers } from '../uploads/handlers.ts';
import { kycStatus, presentKyc } from './status.ts';
import { submitAdvanced, submitBasic } from './submit.ts';

export const kycHandlers: HandlerFactory = (deps) => ({
  ...uploadHandlers(deps),
  userKyc: async (request) => ok(presentKyc(await kycStatus(deps.db, requireAuth(request).userId))),
  userRealName: (request) => submitBasic(deps, request),
  userRealName2: (request) => submitAdvanced(deps, request),
});
