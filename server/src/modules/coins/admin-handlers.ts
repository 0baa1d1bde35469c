import { bodyOf, operatorActor, pathId, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { changeCoinRules, listAdminCoins, setCoinListed } from './admin.ts';
import { createCoin, type NewCoinForm } from './create.ts';

// The console's coins (openapi/paths/admin-coins.yaml).

export const coinsAdminHandlers: HandlerFactory = (deps) => ({
  adminCoins: async () => ok({ items: await listAdminCoins(deps.db) }),
  adminCoinCreate: async (request) =>
    ok(
      await createCoin(deps, operatorActor(request), bodyOf<NewCoinForm>(request)),
      'coin.created',
    ),
  adminCoinRulesSet: async (request) =>
    ok(
      await changeCoinRules(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<Record<string, unknown>>(request),
      ),
      'coin.rules_saved',
    ),
  adminCoinDelist: async (request) =>
    ok(await setCoinListed(deps, operatorActor(request), pathId(request), false), 'coin.delisted'),
  adminCoinRelist: async (request) =>
    ok(await setCoinListed(deps, operatorActor(request), pathId(request), true), 'coin.relisted'),
});
