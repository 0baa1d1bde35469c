import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import type { LeverStatus } from '../../db/schema/derivatives.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { USDT_ID } from '../market/coins.ts';
import { usdtPrice } from '../market/prices.ts';
import { pageOf } from '../exchange/currencies.ts';
import { listPairs } from '../options/pairs.ts';
import { findMarket, listMarkets, marketMultiples } from './config.ts';
import { leverFail } from './errors.ts';
import { openPosition, type LeverSubmitInput } from './open.ts';
import { closeOwn, listPositions, setStops } from './positions.ts';

export const leverHandlers: HandlerFactory = (deps) => ({
  leverDeal: async (request) => {
    const userId = requireAuth(request).userId;
    const { currency_id } = bodyOf<{ currency_id: number }>(request);
    const markets = new Set((await listMarkets(deps.db)).map((m) => m.currencyId));
    const pairs = (await listPairs(deps.db)).filter((p) => markets.has(p.currencyId));
    const pair = pairs.find((p) => p.currencyId === currency_id);
    const market = pair && (await findMarket(deps.db, currency_id));
    if (!pair || !market) throw leverFail.pairUnknown();
    const at = deps.clock();
    const balance =
      (await deps.ledger.balances(userId)).find(
        (b) => b.type === 'contract' && b.currencyId === USDT_ID,
      )?.available ?? '0';
    return ok({
      currency_id: pair.currencyId,
      symbol: pair.symbol,
      price: usdtPrice(pair.currencyId, at),
      price_at: at.toISOString(),
      multiples: marketMultiples(market),
      lot_size: toDecimalString(market.lotSize),
      fee_rate: toDecimalString(market.feeRate),
      maintenance_rate: toDecimalString(market.maintenanceRate),
      balance,
      pairs: pairs.map((p) => ({ currency_id: p.currencyId, symbol: p.symbol })),
    });
  },
  leverSubmit: async (request) =>
    ok(
      await openPosition(deps, requireAuth(request).userId, bodyOf<LeverSubmitInput>(request)),
      'lever.opened',
    ),
  leverMyTrade: async (request) => {
    const body = bodyOf<{ status?: LeverStatus; page?: number; limit?: number }>(request);
    return ok(
      await listPositions(
        deps,
        requireAuth(request).userId,
        body.status ?? 'holding',
        pageOf(body),
      ),
    );
  },
  leverClose: async (request) =>
    ok(
      await closeOwn(deps, requireAuth(request).userId, bodyOf<{ id: number }>(request).id),
      'lever.closed',
    ),
  leverSetstop: async (request) =>
    ok(
      await setStops(
        deps,
        requireAuth(request).userId,
        bodyOf<{ id: number; stop_profit: string; stop_loss: string }>(request),
      ),
      'lever.stops_set',
    ),
});
