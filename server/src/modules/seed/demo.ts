import type { Database } from '../../db/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import { hashPassword } from '../users/passwords.ts';
import { findUserByIdentity, insertUser, type UserRow } from '../users/repo.ts';
import type { Identity } from '../users/identity.ts';
import { currencyId, type CurrencySymbol } from './currencies.ts';
import { ensureVerifiedKyc } from './verified-kyc.ts';

// A ready-to-use account for trying the app: basic KYC passed, funded as if from outside (an external
// inflow through the ledger, keyed so a second start never pays twice).

export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  password: process.env.DEMO_PASSWORD || 'demo123456',
} as const;

const DEMO_FUNDS: [CurrencySymbol, string][] = [
  ['USDT', '10000'],
  ['BTC', '0.5'],
  ['ETH', '5'],
  ['BNB', '20'],
];

export async function seedDemoAccount(
  database: Database,
  ledger: Ledger,
  now = new Date(),
): Promise<UserRow> {
  const identity: Identity = { type: 'email', email: DEMO_ACCOUNT.email };
  let user = await findUserByIdentity(database.db, identity);
  if (!user) {
    const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
    user = await insertUser(database.db, {
      identity,
      passwordHash,
      inviterId: null,
      lang: 'en',
      now,
    });
  }
  await ensureVerifiedKyc(
    database,
    user.id,
    {
      fullName: 'Demo User',
      country: 'Singapore',
      idNumber: 'DEMO0001',
      contact: DEMO_ACCOUNT.email,
    },
    now,
  );
  for (const [symbol, amount] of DEMO_FUNDS) {
    await ledger.credit({
      userId: user.id,
      currencyId: currencyId(symbol),
      amount,
      key: `seed:demo:${symbol}`,
      kind: 'demo_funding',
      memo: { reason: 'demo account funding' },
    });
  }
  return user;
}
