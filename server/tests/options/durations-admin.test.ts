import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { consoleAs, type ConsoleSession } from '../operators/support.ts';
import { BTC, USDT, startDerivApp, type DerivApp } from '../derivatives/fixture.ts';

// The console's option durations: an operator creates, opens, edits and closes durations while
// users hold waiting orders. Orders keep the payout ratio and flat band they were bought under
// (settlement reads the order's copies); every change is audited with before and after.

const TERMS = { payout_ratio: '0.25', min_amount: '20', flat_band: '0.0002' };

describe.each(backends())('console option durations on $name', (backend) => {
  let t: DerivApp;
  afterEach(async () => {
    t?.restore();
    await t?.close();
  });

  const send = (
    s: ConsoleSession,
    method: 'POST' | 'PUT',
    url: string,
    form: Record<string, string>,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload: new URLSearchParams(form).toString(),
      headers: {
        cookie: s.cookie,
        'x-csrf-token': s.csrf,
        'content-type': 'application/x-www-form-urlencoded',
        lang,
      },
    });
  const buy = (token: string, seconds: string, quantity = '100', lang = 'en') =>
    t.post(
      '/api/microtrade/submit',
      {
        currency_id: String(USDT),
        pair_id: String(BTC),
        direction: 'up',
        seconds,
        quantity,
      },
      { authorization: token, lang },
    );
  const offered = async (token: string) =>
    ((await t.get('/api/microtrade/seconds', token)).json().data as { seconds: number }[]).map(
      (d) => d.seconds,
    );
  const audits = async () =>
    t.database.query<{ action: string; target_id: string; before: unknown; after: unknown }>(
      `SELECT action, target_id, before, after FROM audit_log
        WHERE target_type = 'option_duration' ORDER BY id`,
    );
  const durationCount = async () =>
    Number(
      (await t.database.query<{ n: string }>('SELECT count(*) AS n FROM option_durations'))[0]!.n,
    );

  it('validates every field at once, refuses a duplicate, keeps viewers to reading, audits each change', async () => {
    t = await startDerivApp(await backend.open());
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
    const alice = await t.verified('alice@example.com');
    await t.fundAccount(alice.id, 'options', '1000');

    const list = await viewer.get('/api/admin/products/options');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items[0]).toEqual({
      seconds: 30,
      payout_ratio: '0.15',
      min_amount: '10',
      flat_band: '0.0001',
      state: 'open',
      open_orders: 0,
      staked: '0',
    });
    expect(
      (await send(viewer, 'POST', '/api/admin/products/options', { seconds: '90', ...TERMS }))
        .statusCode,
    ).toBe(403);

    const bad = await send(
      admin,
      'POST',
      '/api/admin/products/options',
      { seconds: '0', payout_ratio: '0', min_amount: '0.000000001', flat_band: '0.5' },
      'zh',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(2701);
    expect(Object.keys(bad.json().data).sort()).toEqual([
      'flat_band',
      'min_amount',
      'payout_ratio',
      'seconds',
    ]);
    expect(bad.json().data.payout_ratio).toBe('收益率须大于 0 且不超过 10，最多 8 位小数');
    expect(await durationCount()).toBe(4);
    const dup = await send(admin, 'POST', '/api/admin/products/options', {
      seconds: '60',
      ...TERMS,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe(2702);
    expect((await admin.get('/api/admin/products/options/45')).json().code).toBe(2700);

    // A new duration starts closed: not offered, refused in the user's language.
    const created = await send(admin, 'POST', '/api/admin/products/options', {
      seconds: '90',
      ...TERMS,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      seconds: 90,
      state: 'closed',
      flat_band: '0.0002',
    });
    expect(await offered(alice.token)).not.toContain(90);
    const refused = await buy(alice.token, '90', '100', 'zh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 2708, message: '该交割时间已停止下单' });

    const opened = await send(admin, 'POST', '/api/admin/products/options/90/state', {
      state: 'open',
    });
    expect(opened.json().data.state).toBe('open');
    expect(await offered(alice.token)).toContain(90);
    const order = await buy(alice.token, '90', '100');
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().data.payout_ratio).toBe('0.25');
    expect((await admin.get('/api/admin/products/options/90')).json().data).toMatchObject({
      open_orders: 1,
      staked: '100',
    });

    expect((await audits()).map((a) => [a.action, a.target_id])).toEqual([
      ['option_duration.create', '90'],
      ['option_duration.state', '90'],
    ]);
    const [create, state] = await audits();
    expect(create!.before).toBeNull();
    expect(state!.before).toMatchObject({ state: 'closed' });
    expect(state!.after).toMatchObject({ state: 'open' });
  });

  it('old orders settle on their own payout ratio and flat band, new ones on the edited terms; a closed duration leaves the app', async () => {
    t = await startDerivApp(await backend.open());
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const alice = await t.verified('alice@example.com');
    const bob = await t.verified('bob@example.com');
    await t.fundAccount(alice.id, 'options', '1000');
    await t.fundAccount(bob.id, 'options', '1000');

    const first = (await buy(alice.token, '60')).json().data;
    expect(first).toMatchObject({ payout_ratio: '0.2', open_price: '50000' });
    // New terms: a bigger payout, but a 1 % flat band (a 0.2 % rise delivers flat).
    const edited = await send(admin, 'PUT', '/api/admin/products/options/60', {
      payout_ratio: '0.5',
      min_amount: '10',
      flat_band: '0.01',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      payout_ratio: '0.5',
      flat_band: '0.01',
      open_orders: 1,
    });
    const second = (await buy(bob.token, '60')).json().data;
    expect(second).toMatchObject({ payout_ratio: '0.5', deliver_at: first.deliver_at });

    const closed = await send(admin, 'POST', '/api/admin/products/options/60/state', {
      state: 'closed',
    });
    expect(closed.json().data).toMatchObject({ state: 'closed', open_orders: 2, staked: '200' });
    expect(await offered(alice.token)).toEqual([30, 120, 300]);
    expect((await buy(alice.token, '60')).json().code).toBe(2708);

    t.feed.set(new Date(first.deliver_at), '50100'); // +0.2 %
    t.clock.advance(2 * 60_000);
    await t.app.scheduler.runAll();
    const settled = async (token: string) =>
      (await t.get('/api/microtrade/lists?status=settled', token)).json().data.items[0];
    // Alice: band 0.01 % → up, won at her ratio 0.2. Bob: band 1 % → flat, lost.
    expect(await settled(alice.token)).toMatchObject({ result: 'won', payout: '120' });
    expect(await settled(bob.token)).toMatchObject({ result: 'lost', payout: '0' });
    expect(await t.balance(alice.id, 'options')).toEqual({ available: '1020', frozen: '0' });
    expect(await t.balance(bob.id, 'options')).toEqual({ available: '900', frozen: '0' });
    const bands = await t.database.query<{ band: string }>(
      'SELECT flat_band::float8::text AS band FROM option_orders ORDER BY id',
    );
    expect(bands.map((b) => b.band)).toEqual(['0.0001', '0.01']);
    expect((await audits()).map((a) => a.action)).toEqual([
      'option_duration.update',
      'option_duration.state',
    ]);
    expect(await t.reconciles()).toBe(true);
  });
});
