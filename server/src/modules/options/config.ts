// Option terms: delivery durations (payout ratio, minimum stake) and payable currencies, seeded below
// and changeable by the operator in the tables.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { optionDurations, optionPayableCurrencies } from '../../db/schema/derivatives.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import type { Seed } from '../seed/seed.ts';

/** The seeded flat band: |delivery − open| ≤ band × open delivers flat (0.01 % of the open price). Each duration has its own (0027), copied on the order. */
export const DEFAULT_FLAT_BAND = '0.0001';

export const optionsSeed: Seed = {
  name: 'options',
  async run({ db }) {
    await db
      .insert(optionDurations)
      .values([
        {
          seconds: 30,
          payoutRatio: '0.15',
          minAmount: '10',
          enabled: true,
          flatBand: DEFAULT_FLAT_BAND,
        },
        {
          seconds: 60,
          payoutRatio: '0.2',
          minAmount: '10',
          enabled: true,
          flatBand: DEFAULT_FLAT_BAND,
        },
        {
          seconds: 120,
          payoutRatio: '0.3',
          minAmount: '50',
          enabled: true,
          flatBand: DEFAULT_FLAT_BAND,
        },
        {
          seconds: 300,
          payoutRatio: '0.5',
          minAmount: '100',
          enabled: true,
          flatBand: DEFAULT_FLAT_BAND,
        },
      ])
      .onConflictDoNothing();
    await db
      .insert(optionPayableCurrencies)
      .values([{ currencyId: 3, minAmount: '10', enabled: true }])
      .onConflictDoNothing();
  },
};

export async function listDurations(db: Db) {
  const rows = await db
    .select()
    .from(optionDurations)
    .where(eq(optionDurations.enabled, true))
    .orderBy(asc(optionDurations.seconds));
  return rows.map((r) => ({
    seconds: r.seconds,
    payout_ratio: toDecimalString(r.payoutRatio),
    min_amount: toDecimalString(r.minAmount),
    flat_band: toDecimalString(r.flatBand),
  }));
}

/** The band the app shows next to a pair: the shortest open duration's (the seeded default if none is open). */
export async function displayedFlatBand(db: Db): Promise<string> {
  const [row] = await db
    .select({ band: optionDurations.flatBand })
    .from(optionDurations)
    .where(eq(optionDurations.enabled, true))
    .orderBy(asc(optionDurations.seconds))
    .limit(1);
  return toDecimalString(row?.band ?? DEFAULT_FLAT_BAND);
}

/** A duration whatever its state: closed ones (enabled = false) are refused by the caller. */
export async function findDuration(db: Db, seconds: number) {
  const [row] = await db.select().from(optionDurations).where(eq(optionDurations.seconds, seconds));
  return row;
}

export async function listPayable(db: Db) {
  return db
    .select({
      currencyId: currencies.id,
      code: currencies.symbol,
      decimals: currencies.decimals,
      minAmount: optionPayableCurrencies.minAmount,
    })
    .from(optionPayableCurrencies)
    .innerJoin(currencies, eq(currencies.id, optionPayableCurrencies.currencyId))
    .where(and(eq(optionPayableCurrencies.enabled, true), eq(currencies.enabled, true)))
    .orderBy(asc(currencies.sort));
}
