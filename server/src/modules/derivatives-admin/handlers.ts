import type { FastifyRequest } from 'fastify';
import { bodyOf, operatorActor, pathId, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import {
  adminDuration,
  createDuration,
  listAdminDurations,
  setDurationState,
  updateDuration,
  type DerivativeState,
} from './durations.ts';
import type { DurationInput, MarketInput } from './fields.ts';
import {
  adminMarket,
  createMarket,
  listAdminMarkets,
  setMarketState,
  updateMarket,
} from './markets.ts';
import {
  createStakeCoin,
  listAdminStakeCoins,
  setStakeCoinState,
  updateStakeCoin,
  type StakeCoinInput,
  type StakeCoinState,
} from './stake-coins.ts';

// The console's option durations, option stake coins and leverage markets
// (openapi/paths/admin-derivatives.yaml). A duration's `{id}` is its seconds, a stake coin's and a
// market's the coin's id.

const stateOf = (request: FastifyRequest) => bodyOf<{ state: DerivativeState }>(request).state;

export const derivativesAdminHandlers: HandlerFactory = (deps) => ({
  adminOptionDurations: async () => ok({ items: await listAdminDurations(deps.db) }),
  adminOptionDuration: async (request) => ok(await adminDuration(deps.db, pathId(request))),
  adminOptionDurationCreate: async (request) =>
    ok(
      await createDuration(deps, operatorActor(request), bodyOf<DurationInput>(request)),
      'derivatives.created',
    ),
  adminOptionDurationUpdate: async (request) =>
    ok(
      await updateDuration(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<DurationInput>(request),
      ),
      'derivatives.updated',
    ),
  adminOptionDurationState: async (request) =>
    ok(
      await setDurationState(deps, operatorActor(request), pathId(request), stateOf(request)),
      'derivatives.state_changed',
    ),
  adminOptionStakeCoins: async () => ok(await listAdminStakeCoins(deps.db)),
  adminOptionStakeCoinCreate: async (request) =>
    ok(
      await createStakeCoin(deps, operatorActor(request), bodyOf<StakeCoinInput>(request)),
      'derivatives.stake_coin_added',
    ),
  adminOptionStakeCoinUpdate: async (request) =>
    ok(
      await updateStakeCoin(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<StakeCoinInput>(request),
      ),
      'derivatives.updated',
    ),
  adminOptionStakeCoinState: async (request) =>
    ok(
      await setStakeCoinState(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<{ state: StakeCoinState }>(request).state,
      ),
      'derivatives.state_changed',
    ),
  adminLeverMarkets: async () => ok({ items: await listAdminMarkets(deps.db) }),
  adminLeverMarket: async (request) => ok(await adminMarket(deps.db, pathId(request))),
  adminLeverMarketCreate: async (request) =>
    ok(
      await createMarket(deps, operatorActor(request), bodyOf<MarketInput>(request)),
      'derivatives.created',
    ),
  adminLeverMarketUpdate: async (request) =>
    ok(
      await updateMarket(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<MarketInput>(request),
      ),
      'derivatives.updated',
    ),
  adminLeverMarketState: async (request) =>
    ok(
      await setMarketState(deps, operatorActor(request), pathId(request), stateOf(request)),
      'derivatives.state_changed',
    ),
});
