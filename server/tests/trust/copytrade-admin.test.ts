import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/index.ts';
import { migrationsDir } from '../../src/db/migrate.ts';
import { wrapPglite } from '../../src/db/open-pglite.ts';
import { reconcile } from '../../src/ledger/index.ts';
import { Money } from '../../src/lib/decimal.ts';
import { settlement } from '../../src/modules/copytrade/settle.ts';
import { usdtPrice } from '../../src/modules/market/prices.ts';
import { backends } from '../helpers/backends.ts';
import { consoleAs, enrolOperator, signIn, type ConsoleSession } from '../operators/support.ts';
import { DAY, startTrustApp, USDT, type TrustApp } from './fixture.ts';

// The console's copy traders: an operator creates, opens, edits and closes a trader while users
// follow it. Follow orders settle on the terms they were opened under; every change is audited.

const BTC = 1;
const ETH = 2;
const PROFILE = {
  name: 'Osprey Fund',
  bio: 'Trend following on ETH, one position at a time.',
  currency: 'eth',
  direction: 'long',
  period_days: '5',
  min_amount: '100',
  commission_rate: '0.1',
  sort: '7',
};

describe.each(backends())('console copy traders on $name', (backend) => {
  let t: TrustApp;
  afterEach(() => t?.close());

  const put = (s: ConsoleSession, url: string, form: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: new URLSearchParams(form).toString(),
      headers: {
        cookie: s.cookie,
        'x-csrf-token': s.csrf,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
  const follow = (token: string, id: number, amount: string, lang = 'en') =>
    t.send('/api/lh/send/order', token, { trader_id: String(id), amount, agree: '1' }, lang);
  const appIds = async (token: string) =>
    ((await t.get('/api/lh/send/config', token)).json().data as { id: number }[]).map((x) => x.id);
  const audits = async () =>
    t.database.query<{ action: string; target_id: string; before: unknown; after: unknown }>(
      `SELECT action, target_id, before, after FROM audit_log
        WHERE target_type = 'copy_trader' ORDER BY id`,
    );
  const traders = async () =>
    Number((await t.database.query<{ n: string }>('SELECT count(*) AS n FROM copy_traders'))[0]!.n);

  it('old followers are paid on the old terms, new ones on the new; close refuses followers', async () => {
    t = await startTrustApp(await backend.open());
    const operator = await enrolOperator(t, 'admin@example.com', 'admin');
    let ops = await signIn(t, operator);
    const created = await ops.post('/api/admin/copy/traders', PROFILE);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      name: 'Osprey Fund',
      bio: PROFILE.bio,
      currency: 'ETH',
      currency_listed: true,
      direction: 'long',
      period_days: 5,
      min_amount: '100',
      commission_rate: '0.1',
      sort: 7,
      state: 'closed',
      open_follows: 0,
      held_amount: '0',
    });
    const id = created.json().data.id as number;
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '1000');
    await t.fund(bob.id, USDT, '1000');
    // Created closed: not in the app, not followable.
    expect(await appIds(alice.token)).not.toContain(id);
    expect((await follow(alice.token, id, '1000')).json().code).toBe(1804);

    expect(
      (await ops.post(`/api/admin/copy/traders/${id}/state`, { state: 'open' })).json().data.state,
    ).toBe('open');
    const listed = (await t.get('/api/lh/send/config', alice.token, 'jp')).json().data as {
      id: number;
      bio: string | null;
    }[];
    // The bio is English only: every language gets it as written.
    expect(listed.find((x) => x.id === id)?.bio).toBe(PROFILE.bio);
    const first = await follow(alice.token, id, '1000');
    expect(first.statusCode).toBe(200);
    const aliceOrder = first.json().data;
    expect(aliceOrder).toMatchObject({ currency: 'ETH', direction: 'long' });

    const edited = await put(ops, `/api/admin/copy/traders/${id}`, {
      ...PROFILE,
      currency: 'BTC',
      direction: 'short',
      period_days: '10',
      commission_rate: '0.3',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      currency: 'BTC',
      direction: 'short',
      period_days: 10,
      commission_rate: '0.3',
      open_follows: 1,
      held_amount: '1000',
    });
    const closed = await ops.post(`/api/admin/copy/traders/${id}/state`, { state: 'closed' });
    expect(closed.json().data).toMatchObject({ state: 'closed', open_follows: 1 });
    // A closed trader leaves the app; a new follow is refused in the user's language.
    expect(await appIds(bob.token)).not.toContain(id);
    const refused = await follow(bob.token, id, '500', 'zh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 1804, message: '该交易员已停止接受新的跟单' });
    expect((await t.get(`/api/lh/send/product_info?id=${id}`, bob.token)).statusCode).toBe(409);

    // The settlement table: the order keeps the terms it opened under.
    const table = (await ops.get(`/api/admin/copy/traders/${id}/follows`)).json().data;
    expect(table).toMatchObject({ total: 1, open_follows: 1, ended_follows: 0 });
    expect(table.items[0]).toMatchObject({
      user_id: alice.id,
      status: 'in_progress',
      currency: 'ETH',
      direction: 'long',
      period_days: 5,
      commission_rate: '0.1',
      amount: '1000',
      payout: null,
    });

    for (let day = 0; day < 6; day++) await t.advance(DAY);
    const aliceClose = new Date(aliceOrder.closes_at);
    const old = settlement(
      '1000',
      'long',
      aliceOrder.open_price,
      usdtPrice(ETH, aliceClose),
      '0.1',
    );
    expect(await t.trust(alice.id)).toEqual({ available: old.payout.toFixed(), frozen: '0' });
    ops = await signIn(t, operator); // console sessions end when idle
    const settled = (await ops.get(`/api/admin/copy/traders/${id}/follows?status=ended`)).json()
      .data.items[0];
    expect(settled).toMatchObject({
      status: 'ended',
      close_price: usdtPrice(ETH, aliceClose),
      commission: old.commission.toFixed(),
      payout: old.payout.toFixed(),
      profit: old.profit.toFixed(),
      closed_at: aliceOrder.closes_at,
    });

    // Reopened: a new follower gets the new terms.
    expect(
      (await ops.post(`/api/admin/copy/traders/${id}/state`, { state: 'open' })).statusCode,
    ).toBe(200);
    const bobToken = await t.login('bob@example.com');
    const second = await follow(bobToken, id, '1000');
    expect(second.statusCode).toBe(200);
    const bobOrder = second.json().data;
    expect(bobOrder).toMatchObject({ currency: 'BTC', direction: 'short' });
    expect(new Date(bobOrder.closes_at).getTime() - new Date(bobOrder.opened_at).getTime()).toBe(
      10 * DAY,
    );
    for (let day = 0; day < 11; day++) await t.advance(DAY);
    const bobClose = new Date(bobOrder.closes_at);
    const fresh = settlement('1000', 'short', bobOrder.open_price, usdtPrice(BTC, bobClose), '0.3');
    expect((await t.trust(bob.id)).available).toBe(fresh.payout.toFixed());
    ops = await signIn(t, operator);
    const all = (await ops.get(`/api/admin/copy/traders/${id}/follows?limit=1&page=2`)).json().data;
    expect(all).toMatchObject({ total: 2, page: 2, limit: 1, open_follows: 0, ended_follows: 2 });
    expect(all.items[0]).toMatchObject({ user_id: alice.id, commission_rate: '0.1' });
    expect((await reconcile(t.database)).ok).toBe(true);
    expect(new Money(fresh.payout).gte(0)).toBe(true);

    const rows = await audits();
    expect(rows.map((r) => r.action)).toEqual([
      'copy_trader.create',
      'copy_trader.state',
      'copy_trader.update',
      'copy_trader.state',
      'copy_trader.state',
    ]);
    expect(rows[2]).toMatchObject({
      target_id: String(id),
      before: { commission_rate: '0.1', direction: 'long', currency: 'ETH' },
      after: { commission_rate: '0.3', direction: 'short', currency: 'BTC' },
    });
    expect(rows[3]).toMatchObject({ before: { state: 'open' }, after: { state: 'closed' } });
  });

  it('refuses bad fields one by one, in the operator language, and writes nothing', async () => {
    t = await startTrustApp(await backend.open());
    const ops = await consoleAs(t, 'admin@example.com', 'admin');
    const before = await traders();
    const bad = await t.post(
      '/api/admin/copy/traders',
      {
        ...PROFILE,
        name: '',
        currency: 'USDT',
        direction: 'sideways',
        period_days: '1.5',
        min_amount: '1.123456789',
        commission_rate: '1',
        sort: 'x',
      },
      { cookie: ops.cookie, 'x-csrf-token': ops.csrf, lang: 'zh' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'error', code: 2731 });
    expect(Object.keys(bad.json().data).sort()).toEqual(
      [
        'commission_rate',
        'currency',
        'direction',
        'min_amount',
        'name',
        'period_days',
        'sort',
      ].sort(),
    );
    expect(bad.json().data.direction).toBe('请选择做多或做空');
    const long = await ops.post('/api/admin/copy/traders', { ...PROFILE, bio: 'x'.repeat(281) });
    expect(Object.keys(long.json().data)).toEqual(['bio']);
    const zero = await ops.post('/api/admin/copy/traders', { ...PROFILE, min_amount: '0' });
    expect(Object.keys(zero.json().data)).toEqual(['min_amount']);
    const taken = await ops.post('/api/admin/copy/traders', { ...PROFILE, name: 'aurora quant' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe(2732);
    expect(
      (await ops.post('/api/admin/copy/traders/9999/state', { state: 'open' })).json().code,
    ).toBe(2730);
    expect(await traders()).toBe(before);
    expect(await audits()).toEqual([]);
  });

  it('lets every role read and only admin change; a delisted coin closes the door', async () => {
    t = await startTrustApp(await backend.open());
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
    const list = (await viewer.get('/api/admin/copy/traders')).json().data.items;
    expect(list.map((x: { name: string }) => x.name)).toContain('Aurora Quant');
    const aurora = list.find((x: { name: string }) => x.name === 'Aurora Quant');
    expect(aurora).toMatchObject({ state: 'open', currency: 'BTC', pay_currency: 'USDT' });
    expect((await viewer.get(`/api/admin/copy/traders/${aurora.id}`)).statusCode).toBe(200);
    expect((await viewer.get(`/api/admin/copy/traders/${aurora.id}/follows`)).statusCode).toBe(200);
    expect((await viewer.post('/api/admin/copy/traders', PROFILE)).statusCode).toBe(403);
    expect(
      (await viewer.post(`/api/admin/copy/traders/${aurora.id}/state`, { state: 'closed' }))
        .statusCode,
    ).toBe(403);
    expect(await audits()).toEqual([]);

    const ops = await consoleAs(t, 'admin@example.com', 'admin');
    const created = await ops.post('/api/admin/copy/traders', { ...PROFILE, currency: 'LTC' });
    expect(created.statusCode).toBe(200);
    const ltcTrader = created.json().data.id as number;
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '1000');
    await t.database.query(`UPDATE currencies SET enabled = false WHERE symbol IN ('LTC', 'BTC')`);
    // A trader on a delisted coin cannot be created, opened or followed, and leaves the app.
    const onDelisted = await ops.post('/api/admin/copy/traders', {
      ...PROFILE,
      name: 'Ltc Two',
      currency: 'LTC',
    });
    expect(onDelisted.statusCode).toBe(400);
    expect(Object.keys(onDelisted.json().data)).toEqual(['currency']);
    const open = await ops.post(`/api/admin/copy/traders/${ltcTrader}/state`, { state: 'open' });
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe(2733);
    expect(await appIds(alice.token)).not.toContain(aurora.id);
    const refused = await follow(alice.token, aurora.id, '500', 'esp');
    expect(refused.json()).toMatchObject({
      code: 1804,
      message: 'Este trader no admite nuevos seguidores',
    });
    const after = (await ops.get(`/api/admin/copy/traders/${aurora.id}`)).json().data;
    expect(after).toMatchObject({ state: 'open', currency_listed: false });
    expect(await t.trust(alice.id)).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('migration 0029 on a database that already holds follow orders', () => {
  it('backfills each order with the terms of its trader', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'copy-0029-'));
    const before = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql') && f < '0029');
    for (const f of before) copyFileSync(join(migrationsDir, f), join(dir, f));
    const client = await PGlite.create('memory://');
    const database = await wrapPglite(client);
    try {
      await migrate(database, dir);
      await database.exec(`
        INSERT INTO currencies (id, symbol, name, decimals, is_base) VALUES
          (2, 'ETH', 'Ethereum', 8, false), (3, 'USDT', 'Tether USD', 8, true);
        INSERT INTO users (email) VALUES ('old-follower@example.com');
        INSERT INTO copy_traders (name, currency_id, direction, period_days, min_amount, commission_rate)
          VALUES ('Old Hand', 2, 'short', 9, 50, 0.2);
        INSERT INTO copy_orders (user_id, trader_id, currency_id, amount, status, opened_at, closes_at, open_price)
          SELECT u.id, t.id, 3, 100, 'in_progress', now(), now() + interval '9 days', 2000
            FROM users u, copy_traders t;`);
      copyFileSync(
        join(migrationsDir, '0029_copy_trader_terms.sql'),
        join(dir, '0029_copy_trader_terms.sql'),
      );
      await migrate(database, dir);
      const [order] = await database.query<Record<string, unknown>>(
        `SELECT trader_currency_id, direction, commission_rate::float8::text AS rate, period_days
           FROM copy_orders`,
      );
      expect(order).toEqual({
        trader_currency_id: 2,
        direction: 'short',
        rate: '0.2',
        period_days: 9,
      });
      const [trader] = await database.query<{ state: string }>('SELECT state FROM copy_traders');
      expect(trader!.state).toBe('open');
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
