// Leverage terms: per-pair lot size, fee rate, maintenance buffer and the multiples on offer (0027:
// per coin; the global lever_multiples list only seeded the backfill).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { leverMarkets, leverMultiples } from '../../db/schema/derivatives.ts';
import type { Seed } from '../seed/seed.ts';

/** Fee: 0.05 % of the notional at opening. Maintenance: liquidation when the loss reaches 80 % of the margin. */
const FEE_RATE = '0.0005';
export const SEEDED_MULTIPLES = [5, 10, 20, 50, 100];
const MAINTENANCE_RATE = '0.2';
const LOT_SIZES: [number, string][] = [
  [1, '0.01'], // BTC
  [2, '0.1'], // ETH
  [4, '1'], // BNB
  [5, '1000'], // TRX
  [6, '1'], // SOL
  [7, '100'], // XRP
  [8, '1000'], // DOGE
  [9, '1'], // LTC
];

export const leverSeed: Seed = {
  name: 'lever',
  async run({ db }) {
    await db
      .insert(leverMarkets)
      .values(
        LOT_SIZES.map(([currencyId, lotSize]) => ({
          currencyId,
          lotSize,
          feeRate: FEE_RATE,
          maintenanceRate: MAINTENANCE_RATE,
          enabled: true,
          multiples: SEEDED_MULTIPLES,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(leverMultiples)
      .values(SEEDED_MULTIPLES.map((multiple) => ({ multiple, enabled: true })))
      .onConflictDoNothing();
  },
};

export type LeverMarket = typeof leverMarkets.$inferSelect;

export async function findMarket(db: Db, currencyId: number): Promise<LeverMarket | undefined> {
  const [row] = await db
    .select()
    .from(leverMarkets)
    .where(and(eq(leverMarkets.currencyId, currencyId), eq(leverMarkets.enabled, true)));
  return row;
}

/** A market whatever its state (closed: enabled = false). */
export async function anyMarket(db: Db, currencyId: number): Promise<LeverMarket | undefined> {
  const [row] = await db.select().from(leverMarkets).where(eq(leverMarkets.currencyId, currencyId));
  return row;
}

/** The multiples a market allows, ascending. */
export const marketMultiples = (market: LeverMarket): number[] =>
  [...market.multiples].sort((a, b) => a - b);

export async function listMarkets(db: Db): Promise<LeverMarket[]> {
  return db.select().from(leverMarkets).where(eq(leverMarkets.enabled, true));
}

/** The former global list (0011); new code reads the market's own multiples. */
export async function listMultiples(db: Db): Promise<number[]> {
  const rows = await db
    .select()
    .from(leverMultiples)
    .where(eq(leverMultiples.enabled, true))
    .orderBy(asc(leverMultiples.multiple));
  return rows.map((r) => r.multiple);
}
