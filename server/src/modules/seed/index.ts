import type { Database } from '../../db/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import { areaCodesSeed } from './area-codes.ts';
import { leverSeed } from '../lever/config.ts';
import { optionsSeed } from '../options/config.ts';
import { currenciesSeed } from './currencies.ts';
import { depositSeed } from '../deposit/seed.ts';
import { DEMO_ACCOUNT, seedDemoAccount } from './demo.ts';
import { seedOtcDemo } from '../otc/demo-seed.ts';
import { seedDemoOperator } from '../operators/demo-seed.ts';
import { seedDemoSnapshot } from '../liabilities/demo-seed.ts';
import type { Seed } from './seed.ts';
import { settingsSeed } from './settings.ts';
import { withdrawRulesSeed } from '../withdraw/rules.ts';
import { marketSeed } from '../market/seed.ts';
import { trustSeed } from '../trust/seed.ts';
import { miningSeed } from '../mining/seed.ts';
import { newsSeed } from '../news/seed.ts';
import { publicationSeed } from '../publication/seed.ts';
import { partnerLevelsSeed } from '../referral/levels-seed.ts';
import { otcSeed } from '../otc/terms.ts';

export type { Seed } from './seed.ts';
export { DEMO_ACCOUNT };
export { OTC_DEMO_FUND_PASSWORD } from '../otc/demo-seed.ts';

/** Reference data in dependency order; later features append their own seed here. */
export const referenceSeeds: Seed[] = [
  currenciesSeed,
  areaCodesSeed,
  settingsSeed,
  publicationSeed,
  miningSeed,
  partnerLevelsSeed,
  newsSeed,
  optionsSeed,
  leverSeed,
  depositSeed,
  trustSeed,
  marketSeed,
  withdrawRulesSeed,
  otcSeed,
];

/** Runs every reference seed (idempotent: safe at every start). */
export async function seedReferenceData(database: Database): Promise<void> {
  for (const seed of referenceSeeds) {
    await seed.run({ database, db: database.db });
  }
}

/** Reference data plus, unless disabled, the funded demo account, the demo OTC merchants and a
 * published proof-of-liabilities snapshot. */
export async function seedAll(
  database: Database,
  ledger: Ledger,
  options: { demo: boolean },
): Promise<void> {
  await seedReferenceData(database);
  if (!options.demo) return;
  await seedDemoAccount(database, ledger);
  await seedOtcDemo(database, ledger, DEMO_ACCOUNT.password);
  await seedDemoOperator(database);
  await seedDemoSnapshot(database); // last: over every demo balance
}
