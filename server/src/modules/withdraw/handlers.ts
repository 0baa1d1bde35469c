import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { pageOf } from '../exchange/currencies.ts';
import { applyWithdrawal, type OutInput } from './apply.ts';
import { withdrawInfo } from './info.ts';
import { listWithdrawals } from './records.ts';

export const withdrawHandlers: HandlerFactory = (deps) => ({
  walletGetInfo: async (request) =>
    ok(
      await withdrawInfo(
        deps,
        requireAuth(request).userId,
        bodyOf<{ currency_id: number }>(request).currency_id,
      ),
    ),
  walletOut: async (request) =>
    ok(
      await applyWithdrawal(deps, request, requireAuth(request).userId, bodyOf<OutInput>(request)),
      'withdraw.applied',
    ),
  chargeMentionLog3: async (request) =>
    ok(await listWithdrawals(deps, requireAuth(request).userId, pageOf(request.query))),
});
