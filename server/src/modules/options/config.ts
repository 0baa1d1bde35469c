// Option terms: delivery durations (payout ratio, minimum stake) and payable currencies, seeded below
// and changeable by the operator in the tables.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { optionDurations, optionPayableCurrencies } from '../../db/schema/derivatives.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import type { Seed } from '../seed/seed.ts';

/** |delivery − open| ≤ FLAT_BAND × open delivers flat (0.01 % of the open price). */
export const FLAT_BAND = '0.0001';

export const optionsSeed: Seed = {
  name: 'options',
  async run({ db }) {
    await db
      .insert(optionDurations)
      .values([
        { seconds: 30, payoutRatio: '0.15', minAmount: '10', enabled: true },
        { seconds: 60, payoutRatio: '0.2', minAmount: '10', enabled: true },
        { seconds: 120, payoutRatio: '0.3', minAmount: '50', enabled: true },
        { seconds: 300, payoutRatio: '0.5', minAmount: '100', enabled: true },
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
  }));
}

export async function findDuration(db: Db, seconds: number) {
  const [row] = await db
    .select()
    .from(optionDurations)
    .where(and(eq(optionDurations.seconds, seconds), eq(optionDurations.enabled, true)));
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
