import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.ts';
import { Ledger, reconcile, userAccount } from '../../src/ledger/index.ts';
import { DEMO_ACCOUNT, seedAll } from '../../src/modules/seed/index.ts';
import { backends } from '../helpers/backends.ts';

const count = async (database: Database, table: string) =>
  Number((await database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

describe.each(backends())('seed on $name', (backend) => {
  let database: Database;
  afterEach(() => database?.close());

  it('creates reference data and a funded demo account, and a second run changes nothing', async () => {
    database = await backend.open();
    const ledger = new Ledger(database);
    await seedAll(database, ledger, { demo: true });
    const tables = [
      'currencies',
      'currency_networks',
      'area_codes',
      'settings',
      'users',
      'ledger_entries',
      'uploads',
      'payment_methods',
      'otc_margins',
      'otc_ads',
    ];
    const before = await Promise.all(tables.map((table) => count(database, table)));
    await seedAll(database, ledger, { demo: true });
    expect(await Promise.all(tables.map((table) => count(database, table)))).toEqual(before);

    const [usdt] = await database.query<{ id: number; is_base: boolean }>(
      `SELECT id, is_base FROM currencies WHERE symbol = 'USDT'`,
    );
    expect(usdt).toEqual({ id: 3, is_base: true });
    const networks = await database.query<{ symbol: string; network: string }>(
      `SELECT c.symbol, n.network FROM currency_networks n JOIN currencies c ON c.id = n.currency_id ORDER BY c.id, n.sort`,
    );
    const by = (symbol: string) =>
      networks.filter((n) => n.symbol === symbol).map((n) => n.network);
    expect(by('USDT')).toEqual(['TRC20', 'BSC', 'ERC20']);
    expect(by('BTC')).toEqual(['BSC']);
    expect(by('ETH')).toEqual(['ERC20']);

    const [demo] = await database.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      DEMO_ACCOUNT.email,
    ]);
    const balance = await ledger.account(userAccount(demo!.id, 3));
    expect(balance.available).toBe('10000');
    // the demo account can try the KYC-gated features at once
    const [kyc] = await database.query<{ level: string; status: string }>(
      `SELECT level, status FROM kyc_applications WHERE user_id = $1`,
      [demo!.id],
    );
    expect(kyc).toEqual({ level: 'basic', status: 'verified' });
    // demo OTC merchants: margin paid, online buy and sell ads, sell ads' coins frozen
    const ads = await database.query<{ side: string; symbol: string; status: string }>(
      `SELECT a.side, c.symbol, a.status FROM otc_ads a JOIN currencies c ON c.id = a.currency_id ORDER BY a.id`,
    );
    expect(ads.filter((a) => a.status === 'online').length).toBe(6);
    expect(new Set(ads.map((a) => `${a.side} ${a.symbol}`))).toEqual(
      new Set(['sell USDT', 'sell BTC', 'buy USDT', 'sell ETH', 'buy BTC']),
    );
    expect(await count(database, 'otc_margins')).toBe(2);
    const [harbor] = await database.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'otc.harbor@example.com'`,
    );
    expect(await ledger.account(userAccount(harbor!.id, 3))).toMatchObject({
      available: '14900',
      frozen: '5100',
    }); // margin 100 + sell ad 5000
    expect((await reconcile(database)).ok).toBe(true);
    await ledger.idle();
  });
});
