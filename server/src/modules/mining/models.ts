// Miner models on offer.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { minerModels } from '../../db/schema/publication.ts';
import { fail } from '../../http/app-error.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import type { Coin } from '../publication/coins.ts';
import { miningAdminFail } from './admin-errors.ts';

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

/**
 * The app's lists: open models on a listed coin (`coins` holds the listed ones). Read per request,
 * so a model the console closes leaves at once.
 */
export async function listOfferedModels(db: Db, coins: Map<number, Coin>): Promise<ModelRow[]> {
  return (await listModels(db)).filter((m) => m.state === 'open' && coins.has(m.coinId));
}

/** A model the app may sell: a closed one, or one on a delisted coin, is refused (409, 2760). */
export async function requireOnSale(
  db: Db,
  id: number,
  coins: Map<number, Coin>,
): Promise<ModelRow> {
  const row = await requireModel(db, id);
  if (row.state !== 'open' || !coins.has(row.coinId)) throw miningAdminFail.closed();
  return row;
}

export async function requireModel(db: Db, id: number): Promise<ModelRow> {
  const [row] = await db.select().from(minerModels).where(eq(minerModels.id, id));
  if (!row) throw fail.notFound();
  return row;
}
