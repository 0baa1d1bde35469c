import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  openPostgresSchema,
  postgresUrl,
  releaseIdleDatabases,
} from '../../tests/helpers/backends.ts';
import { openDatabase, type Database } from '../db/index.ts';
import { InsufficientFunds, Ledger, reconcile, userAccount } from './index.ts';
import { openLedgerFixture, USDT, type LedgerFixture } from './test-fixture.ts';

const withdrawals = (ledgers: Ledger[], userId: number) =>
  Promise.allSettled(
    Array.from({ length: 200 }, (_, i) =>
      ledgers[i % ledgers.length]!.debit({
        userId,
        currencyId: USDT,
        amount: '100',
        key: `withdraw:${i}`,
      }),
    ),
  );

function expectExactlyHalf(results: PromiseSettledResult<unknown>[]) {
  const failures = results.filter((r) => r.status === 'rejected');
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
  expect(failures).toHaveLength(100);
  for (const failure of failures) expect(failure.reason).toBeInstanceOf(InsufficientFunds);
}

describe.each(backends())('ledger under concurrency on $name', ({ name, open }) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await openLedgerFixture(open, 2);
  });
  afterAll(async () => f.close());

  it('200 parallel withdrawals of 100 from 10,000: exactly 100 succeed', async () => {
    const [userId] = f.users as [number];
    await f.ledger.credit({ userId, currencyId: USDT, amount: '10000', key: 'deposit' });
    expectExactlyHalf(await withdrawals([f.ledger], userId));
    expect(await f.ledger.account(userAccount(userId, USDT))).toMatchObject({
      available: '0',
      frozen: '0',
    });
    expect(await reconcile(f.database)).toMatchObject({ ok: true });
  });

  it.runIf(name === 'postgres')(
    'two processes (two ledgers on two pools) cannot overdraw',
    async () => {
      const [, userId] = f.users as [number, number];
      const schema = (await f.database.query<{ s: string }>('SELECT current_schema() AS s'))[0]!.s;
      const second: Database = await openDatabase({ databaseUrl: postgresUrl, pgSchema: schema });
      try {
        const other = new Ledger(second);
        await f.ledger.credit({ userId, currencyId: USDT, amount: '10000', key: 'deposit:2' });
        const results = await Promise.allSettled(
          Array.from({ length: 200 }, (_, i) =>
            (i % 2 ? other : f.ledger).debit({
              userId,
              currencyId: USDT,
              amount: '100',
              key: `withdraw:2:${i}`,
            }),
          ),
        );
        expectExactlyHalf(results);
        expect(await f.ledger.account(userAccount(userId, USDT))).toMatchObject({ available: '0' });
        expect(await reconcile(f.database)).toMatchObject({ ok: true });
      } finally {
        await second.close();
      }
    },
  );
});

// Guard that the helper used above really gives isolated schemas (a shared one would hide bugs).
describe.runIf(backends().some((b) => b.name === 'postgres'))('postgres test schemas', () => {
  it('are separate while open, and dropped at the end of the file', async () => {
    const a = await openPostgresSchema();
    const b = await openPostgresSchema();
    const [sa] = await a.query<{ s: string }>('SELECT current_schema() AS s');
    const [sb] = await b.query<{ s: string }>('SELECT current_schema() AS s');
    expect(sa!.s).not.toBe(sb!.s);
    await a.close();
    await b.close();
    await releaseIdleDatabases();
    const probe = await openDatabase({ databaseUrl: postgresUrl });
    const left = await probe.query('SELECT 1 FROM pg_namespace WHERE nspname = ANY($1)', [
      [sa!.s, sb!.s],
    ]);
    await probe.close();
    expect(left).toEqual([]);
  });
});
