import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { coinMap, pageOf } from '../publication/coins.ts';
import { buy, buyForm, type BuyInput } from './buy.ts';
import { convert, convertForm, listConverts, type ConvertInput } from './convert.ts';
import { listMyMiners, miningSummary } from './miners.ts';
import { listOfferedModels, presentModel, requireModel } from './models.ts';
import {
  listAwards,
  listPledges,
  listProducts,
  pledgeForm,
  pledgeSummary,
  stake,
} from './pledge.ts';

const idOf = (query: unknown) => Number((query as { id: number | string }).id);

export const miningHandlers: HandlerFactory = (deps) => ({
  minerList: async () => {
    const coins = await coinMap(deps.db);
    const now = deps.clock();
    return ok((await listOfferedModels(deps.db, coins)).map((m) => presentModel(m, coins, now)));
  },
  minerInfo: async (request) => {
    const { userId } = requireAuth(request);
    const q = request.query as { id?: number };
    const model = q.id
      ? presentModel(
          await requireModel(deps.db, Number(q.id)),
          await coinMap(deps.db),
          deps.clock(),
        )
      : null;
    return ok({ summary: await miningSummary(deps, userId), model });
  },
  minerBuyMinerForm: async (request) =>
    ok(await buyForm(deps, requireAuth(request).userId, idOf(request.query))),
  minerBuyMiner: async (request) =>
    ok(
      await buy(deps, requireAuth(request).userId, 'machine', bodyOf<BuyInput>(request)),
      'mining.bought',
    ),
  minerSeatList: async () => {
    const coins = await coinMap(deps.db);
    const now = deps.clock();
    return ok((await listOfferedModels(deps.db, coins)).map((m) => presentModel(m, coins, now)));
  },
  minerBuySeatForm: async (request) =>
    ok(await buyForm(deps, requireAuth(request).userId, idOf(request.query))),
  minerBuySeat: async (request) =>
    ok(
      await buy(deps, requireAuth(request).userId, 'seat', bodyOf<BuyInput>(request)),
      'mining.bought',
    ),
  minerMyMinerList: async (request) =>
    ok(await listMyMiners(deps, requireAuth(request).userId, pageOf(request.query))),
  minerReservation: async (request) =>
    ok(await listMyMiners(deps, requireAuth(request).userId, pageOf(request.query))),
  minerZhiya: async (request) => ok(await pledgeSummary(deps, requireAuth(request).userId)),
  minerConvertForm: async (request) => ok(await convertForm(deps, requireAuth(request).userId)),
  minerConvert: async (request) =>
    ok(
      await convert(deps, requireAuth(request).userId, bodyOf<ConvertInput>(request)),
      'mining.converted',
    ),
  minerConverts: async (request) =>
    ok(await listConverts(deps, requireAuth(request).userId, pageOf(request.query))),
  pledgeInfo: async (request) =>
    ok({
      products: await listProducts(deps),
      summary: await pledgeSummary(deps, requireAuth(request).userId),
    }),
  pledgeMiner: async () => ok(await listProducts(deps)),
  pledgePledgeForm: async (request) =>
    ok(await pledgeForm(deps, requireAuth(request).userId, idOf(request.query))),
  pledgePledge: async (request) =>
    ok(
      await stake(
        deps,
        requireAuth(request).userId,
        bodyOf<{ id: number; amount: string }>(request),
      ),
      'mining.pledged',
    ),
  pledgePledgeRecord: async (request) =>
    ok(await listPledges(deps, requireAuth(request).userId, pageOf(request.query))),
  pledgeAward: async (request) =>
    ok(await listAwards(deps, requireAuth(request).userId, pageOf(request.query))),
});
