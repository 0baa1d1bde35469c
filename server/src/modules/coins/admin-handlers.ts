import { fail } from '../../http/app-error.ts';
import { bodyOf, operatorActor, pathId, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { walletCurrencies } from '../assets/currencies.ts';
import { receivedFile } from '../uploads/received.ts';
import { changeCoinRules, listAdminCoins, setCoinListed } from './admin.ts';
import { createCoin, type NewCoinForm } from './create.ts';
import { coinIconFile, removeCoinIcon, setCoinIcon } from './icon.ts';

// The console's coins (openapi/paths/admin-coins.yaml), and their names and icons for everyone.

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
  adminCoinIconSet: async (request) =>
    ok(
      await setCoinIcon(
        deps,
        operatorActor(request),
        pathId(request),
        receivedFile(request, 'file'),
      ),
      'coin.icon_set',
    ),
  adminCoinIconRemove: async (request) =>
    ok(await removeCoinIcon(deps, operatorActor(request), pathId(request)), 'coin.icon_removed'),
  coinIcon: async (request) => {
    const icon = await coinIconFile(deps.db, pathId(request));
    if (!icon) throw fail.notFound();
    return icon;
  },
  coinCatalog: async () => {
    const coins = await walletCurrencies(deps.db);
    return ok({
      items: coins.map(({ id, symbol, name, listed, iconUrl }) => ({
        id,
        symbol,
        name,
        listed,
        icon_url: iconUrl,
      })),
    });
  },
});
