import type { Database } from '../../db/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import { areaCodesSeed } from './area-codes.ts';
import { currenciesSeed } from './currencies.ts';
import { seedDemoAccount } from './demo.ts';
import type { Seed } from './seed.ts';
import { settingsSeed } from './settings.ts';

export type { Seed } from './seed.ts';
export { DEMO_ACCOUNT } from './demo.ts';

/** Reference data in dependency order; later features append their own seed here. */
export const referenceSeeds: Seed[] = [currenciesSeed, areaCodesSeed, settingsSeed];

/** Runs every reference seed (idempotent: safe at every start). */
export async function seedReferenceData(database: Database): Promise<void> {
  for (const seed of referenceSeeds) {
    await seed.run({ database, db: database.db });
  }
}

/** Reference data plus, unless disabled, the funded demo account. */
export async function seedAll(database: Database, ledger: Ledger, options: { demo: boolean }): Promise<void> {
  await seedReferenceData(database);
  if (options.demo) await seedDemoAccount(database, ledger);
}
