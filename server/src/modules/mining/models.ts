// Miner models on offer.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { minerModels } from '../../db/schema/publication.ts';
import { fail } from '../../http/app-error.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import type { Coin } from '../publication/coins.ts';

export type ModelRow = typeof minerModels.$inferSelect;

export function presentModel(row: ModelRow, coins: Map<number, Coin>, now: Date) {
  return {
    id: row.id,
    name: row.name,
    hashrate: toDecimalString(row.hashrate),
    hashrate_unit: row.hashrateUnit,
    coin_id: row.coinId,
    coin: coins.get(row.coinId)?.symbol ?? '',
    price: toDecimalString(row.price),
    seat_price: toDecimalString(row.seatPrice),
    seats: row.seats,
    daily_yield: toDecimalString(row.dailyYield),
    seat_daily_yield: toDecimalString(
      new Money(row.dailyYield)
        .div(row.seats)
        .toDecimalPlaces(coins.get(row.coinId)?.decimals ?? 8, Money.ROUND_DOWN),
    ),
    prepare_days: row.prepareDays,
    run_days: row.runDays,
    offer_ends_at: row.offerEndsAt.toISOString(),
    remaining_seconds: Math.max(0, Math.floor((row.offerEndsAt.getTime() - now.getTime()) / 1000)),
  };
}

export async function listModels(db: Db): Promise<ModelRow[]> {
  return db.select().from(minerModels).orderBy(asc(minerModels.sort), asc(minerModels.id));
}

export async function requireModel(db: Db, id: number): Promise<ModelRow> {
  const [row] = await db.select().from(minerModels).where(eq(minerModels.id, id));
  if (!row) throw fail.notFound();
  return row;
}
