// The user's miners (machines and seats): state, daily yield, accumulated; and the mining summary.
import { desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { userMiners } from '../../db/schema/publication.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { coinMap, type Coin } from '../publication/coins.ts';
import { listModels, type ModelRow } from './models.ts';

type MinerRow = typeof userMiners.$inferSelect;
export type MinerState = 'preparing' | 'earning' | 'ended';

export function minerState(row: MinerRow, now: Date): MinerState {
  if (now < row.earningFrom) return 'preparing';
  return now < row.endsAt ? 'earning' : 'ended';
}

export function presentMiner(
  row: MinerRow,
  model: ModelRow | undefined,
  coins: Map<number, Coin>,
  now: Date,
) {
  return {
    id: row.id,
    model_id: row.modelId,
    name: model?.name ?? '',
    kind: row.kind,
    quantity: row.quantity,
    // The hash rate and coin the miner was sold with (copied at purchase), not the model's today.
    hashrate: toDecimalString(
      new Money(row.hashrate).times(row.share).toDecimalPlaces(8, Money.ROUND_DOWN),
    ),
    hashrate_unit: row.hashrateUnit,
    coin: coins.get(row.coinId)?.symbol ?? '',
    paid: toDecimalString(row.paid),
    daily_yield: toDecimalString(row.dailyYield),
    accumulated: toDecimalString(row.accumulated),
    state: minerState(row, now),
    created_at: row.createdAt.toISOString(),
    earning_from: row.earningFrom.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}

type Page = { page: number; limit: number; offset: number };

export async function listMyMiners(deps: Deps, userId: number, page: Page) {
  const rows = await deps.db
    .select()
    .from(userMiners)
    .where(eq(userMiners.userId, userId))
    .orderBy(desc(userMiners.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(userMiners)
    .where(eq(userMiners.userId, userId));
  const models = new Map((await listModels(deps.db)).map((m) => [m.id, m]));
  const coins = await coinMap(deps.db);
  const now = deps.clock();
  return {
    items: rows.map((r) => presentMiner(r, models.get(r.modelId), coins, now)),
    total: Number(count?.total ?? 0),
    page: page.page,
    limit: page.limit,
  };
}

/** The mining home summary: counts by state and, per mined coin, daily yield and accumulated. */
export async function miningSummary(deps: Deps, userId: number) {
  const rows = await deps.db.select().from(userMiners).where(eq(userMiners.userId, userId));
  const coins = await coinMap(deps.db);
  const now = deps.clock();
  const perCoin = new Map<number, { daily: Money; accumulated: Money }>();
  let preparing = 0;
  let earning = 0;
  for (const row of rows) {
    const state = minerState(row, now);
    if (state === 'preparing') preparing += 1;
    if (state === 'earning') earning += 1;
    const coinId = row.coinId;
    const sum = perCoin.get(coinId) ?? { daily: new Money(0), accumulated: new Money(0) };
    if (state !== 'ended') sum.daily = sum.daily.plus(row.dailyYield);
    sum.accumulated = sum.accumulated.plus(row.accumulated);
    perCoin.set(coinId, sum);
  }
  return {
    miners: rows.length,
    preparing,
    earning,
    coins: [...perCoin.entries()].map(([id, sum]) => ({
      coin_id: id,
      coin: coins.get(id)?.symbol ?? '',
      daily_yield: toDecimalString(sum.daily),
      accumulated: toDecimalString(sum.accumulated),
    })),
  };
}
