import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import type { OptionStatus } from '../../db/schema/derivatives.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { usdtPrice } from '../market/prices.ts';
import { pageOf } from '../exchange/currencies.ts';
import { displayedFlatBand, listDurations, listPayable } from './config.ts';
import { listOptions } from './list.ts';
import { listPairs } from './pairs.ts';
import { submitOption, type OptionSubmitInput } from './submit.ts';

export const optionHandlers: HandlerFactory = (deps) => ({
  microtradeSeconds: async () => ok(await listDurations(deps.db)),
  microtradePayableCurrencies: async (request) => {
    const userId = requireAuth(request).userId;
    const balances = await deps.ledger.balances(userId);
    const payable = await listPayable(deps.db);
    return ok(
      payable.map((c) => ({
        currency_id: c.currencyId,
        currency: c.code,
        decimals: c.decimals,
        min_amount: toDecimalString(c.minAmount),
        available:
          balances.find((b) => b.type === 'options' && b.currencyId === c.currencyId)?.available ??
          '0',
      })),
    );
  },
  microtradePairs: async () => {
    const at = deps.clock();
    const pairs = await listPairs(deps.db);
    const flatBand = await displayedFlatBand(deps.db);
    return ok(
      pairs.map((p) => ({
        currency_id: p.currencyId,
        symbol: p.symbol,
        price: usdtPrice(p.currencyId, at),
        price_at: at.toISOString(),
        flat_band: flatBand,
      })),
    );
  },
  microtradeSubmit: async (request) =>
    ok(
      await submitOption(deps, requireAuth(request).userId, bodyOf<OptionSubmitInput>(request)),
      'options.bought',
    ),
  microtradeLists: async (request) => {
    const query = request.query as { status?: OptionStatus };
    return ok(
      await listOptions(deps, requireAuth(request).userId, query.status, pageOf(request.query)),
    );
  },
});
