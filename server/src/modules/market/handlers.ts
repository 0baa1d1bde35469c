import type { HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { requireAuth } from '../../http/context.ts';
import { holdings } from './holdings.ts';
import type { Period } from './periods.ts';
import { deals, kline, quotation, requirePair } from './quotes.ts';

interface PairQuery {
  pair_id?: number;
  symbol?: string;
  limit?: number;
  period?: Period;
}

export const marketHandlers: HandlerFactory = (deps) => ({
  currencyQuotationNew: async () => ok(await quotation(deps.db, deps.clock())),
  currencyNewTimeshar: async (request) => {
    const q = request.query as PairQuery;
    const pair = await requirePair(deps.db, q);
    return ok(kline(pair, q.period ?? '1min', deps.clock(), q.limit ?? 120));
  },
  currencyDeal: async (request) => {
    const q = request.query as PairQuery;
    return ok(deals(await requirePair(deps.db, q), deps.clock(), q.limit ?? 20));
  },
  currencyUserCurrencyList: async (request) =>
    ok(await holdings(deps, requireAuth(request).userId)),
});
