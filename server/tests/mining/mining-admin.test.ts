import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import { backends } from '../helpers/backends.ts';
import { consoleAs, enrolOperator, signIn } from '../operators/support.ts';
import { BTC, DAY, startPubApp, USDT, type PubApp } from '../publication/fixture.ts';

// The console's miner models and pledge products: an operator creates, opens, edits and closes them
// while users hold miners and pledges. What was bought keeps the terms it was bought under (coin,
// hash rate, daily yield, days; daily rate and days), paid by the jobs past its end; every change is
// audited; a closed one, or one on a delisted coin, leaves the app and is refused in the user's
// language.

const ETH = 2;
const DOGE = 8;
const FIXED: Record<number, string> = { [BTC]: '50000', [USDT]: '1', 2: '2500', 8: '0.1', 9: '80' };
const fixed: PriceSource = { supports: (id) => id in FIXED, usdtPrice: (id) => FIXED[id] ?? '0' };

const MODEL = {
  name: 'Test S9',
  hashrate: '100',
  hashrate_unit: 'TH/s',
  coin: 'btc',
  price: '1000',
  seat_price: '60',
  seats: '10',
  daily_yield: '0.001',
  prepare_days: '1',
  run_days: '3',
  sort: '0',
};
const PRODUCT = {
  currency: 'usdt',
  days: '3',
  daily_rate: '0.01',
  min_amount: '100',
  max_amount: '1000',
  sort: '9',
};

describe.each(backends())('console miner models and pledge products on $name', (backend) => {
  let t: PubApp;
  let previous: PriceSource;
  beforeAll(() => void (previous = setPriceSource(fixed)));
  afterAll(() => void setPriceSource(previous));
  afterEach(() => t?.close());

  const put = (s: { cookie: string; csrf: string }, url: string, form: Record<string, string>) =>
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
  const buy = (token: string, kind: 'Miner' | 'Seat', id: number, quantity: string, lang = 'en') =>
    t.post(`/api/miner/buy${kind}`, { id: String(id), quantity }, { authorization: token, lang });
  const stake = (token: string, id: number, amount: string, lang = 'en') =>
    t.post('/api/pledge/pledge', { id: String(id), amount }, { authorization: token, lang });
  const ids = (items: { id: number }[]) => items.map((m) => m.id);
  const audits = async (target: string) =>
    t.database.query<{ action: string; target_id: string; before: unknown; after: unknown }>(
      `SELECT action, target_id, before, after FROM audit_log WHERE target_type = $1 ORDER BY id`,
      [target],
    );
  const offerEnd = () => new Date(t.clock().getTime() + 20 * DAY).toISOString();
  const runJobs = async () => {
    await t.app.scheduler.runAll();
    await t.app.scheduler.runAll();
  };

  it('miners and pledges are paid and released on the terms they were bought under; new purchases get the new terms', async () => {
    t = await startPubApp(await backend.open());
    const operator = await enrolOperator(t, 'admin@example.com', 'admin');
    let ops = await signIn(t, operator);
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '2000');
    await t.fund(bob.id, USDT, '2000');

    // A model: created closed, refused in the app until opened.
    const created = await ops.post('/api/admin/products/miners', {
      ...MODEL,
      offer_ends_at: offerEnd(),
    });
    expect(created.statusCode).toBe(200);
    const model = created.json().data;
    expect(model).toMatchObject({
      name: 'Test S9',
      coin: 'BTC',
      coin_listed: true,
      seat_daily_yield: '0.0001',
      state: 'closed',
      running_miners: 0,
    });
    const mid = model.id as number;
    expect(mid).toBe(4); // after the three seeded models
    expect((await buy(alice.token, 'Miner', mid, '1')).json().code).toBe(2760);
    expect(ids((await t.get('/api/miner/list')).json().data)).not.toContain(mid);
    const opened = await ops.post(`/api/admin/products/miners/${mid}/state`, { state: 'open' });
    expect(opened.json().data.state).toBe('open');
    expect(ids((await t.get('/api/miner/list')).json().data)).toContain(mid);
    expect(ids((await t.get('/api/miner/seatList')).json().data)).toContain(mid);
    expect((await buy(alice.token, 'Miner', mid, '1')).json().data).toMatchObject({
      coin: 'BTC',
      hashrate: '100',
      daily_yield: '0.001',
      paid: '1000',
    });
    expect((await buy(alice.token, 'Seat', mid, '2')).json().data).toMatchObject({
      coin: 'BTC',
      hashrate: '20',
      daily_yield: '0.0002',
      paid: '120',
    });

    // A pledge product likewise.
    const product = (await ops.post('/api/admin/products/pledge', PRODUCT)).json().data;
    expect(product).toMatchObject({
      currency: 'USDT',
      days: 3,
      daily_rate: '0.01',
      total_rate: '0.03',
      state: 'closed',
      active_pledges: 0,
    });
    const pid = product.id as number;
    expect(pid).toBe(5); // after the four seeded products
    expect((await stake(alice.token, pid, '500')).json().code).toBe(2760);
    await ops.post(`/api/admin/products/pledge/${pid}/state`, { state: 'open' });
    expect(ids((await t.get('/api/pledge/miner')).json().data)).toContain(pid);
    expect((await stake(alice.token, pid, '500')).json().data).toMatchObject({
      daily_rate: '0.01',
      days: 3,
      status: 'active',
    });

    // New terms (another coin, hash rate, yield and days; another rate and days), then closed.
    const edited = await put(ops, `/api/admin/products/miners/${mid}`, {
      ...MODEL,
      coin: 'ETH',
      hashrate: '200',
      daily_yield: '0.002',
      prepare_days: '2',
      run_days: '5',
      offer_ends_at: model.offer_ends_at,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      coin: 'ETH',
      daily_yield: '0.002',
      running_miners: 2,
      running_machines: '1.2',
    });
    const pEdited = await put(ops, `/api/admin/products/pledge/${pid}`, {
      ...PRODUCT,
      daily_rate: '0.02',
      days: '5',
    });
    expect(pEdited.json().data).toMatchObject({
      daily_rate: '0.02',
      days: 5,
      active_pledges: 1,
      staked: '500',
    });
    await ops.post(`/api/admin/products/miners/${mid}/state`, { state: 'closed' });
    await ops.post(`/api/admin/products/pledge/${pid}/state`, { state: 'closed' });
    const refused = await buy(bob.token, 'Seat', mid, '1', 'zh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 2760, message: '该产品已停止销售' });
    const pRefused = await stake(bob.token, pid, '500', 'esp');
    expect(pRefused.json()).toMatchObject({
      code: 2760,
      message: 'Este producto ya no está a la venta',
    });
    expect((await t.get(`/api/miner/buyMiner?id=${mid}`, bob.token)).json().code).toBe(2760);
    expect(ids((await t.get('/api/miner/list')).json().data)).not.toContain(mid);
    expect(ids((await t.get('/api/pledge/miner')).json().data)).not.toContain(pid);
    // Alice's miners still show what she bought.
    const mine = (await t.get('/api/miner/myMinerList', alice.token)).json().data.items;
    expect(mine.map((m: { coin: string; hashrate: string }) => [m.coin, m.hashrate])).toEqual([
      ['BTC', '20'],
      ['BTC', '100'],
    ]);

    // Past every end: 1 preparing day and 3 earning days; the pledge's 3 days.
    for (let day = 0; day < 6; day++) {
      t.clock.advance(DAY);
      await runJobs();
    }
    // Machine 3 x 0.001 + two seats 3 x 0.0002, in BTC; nothing in ETH.
    expect(await t.balance(alice.id, BTC)).toEqual({ available: '0.0036', frozen: '0' });
    expect(await t.balance(alice.id, ETH)).toEqual({ available: '0', frozen: '0' });
    // 2000 - 1120 paid for miners; 500 pledged, back with 3 x 5 of awards.
    expect(await t.balance(alice.id, USDT)).toEqual({ available: '895', frozen: '0' });
    const token = await t.login('alice@example.com');
    const pledged = (await t.get('/api/pledge/pledgeRecord', token)).json().data.items[0];
    expect(pledged).toMatchObject({ status: 'released', awarded: '15', days: 3 });
    const ended = (await t.get('/api/miner/myMinerList', token)).json().data.items;
    expect(
      ended.map((m: { state: string; accumulated: string }) => [m.state, m.accumulated]),
    ).toEqual([
      ['ended', '0.0006'],
      ['ended', '0.003'],
    ]);

    // Reopened: a new purchase gets the new terms.
    ops = await signIn(t, operator); // console sessions end when idle
    expect(
      (await ops.post(`/api/admin/products/miners/${mid}/state`, { state: 'open' })).json().data,
    ).toMatchObject({ state: 'open', running_miners: 0 });
    await ops.post(`/api/admin/products/pledge/${pid}/state`, { state: 'open' });
    const bobToken = await t.login('bob@example.com');
    const now = t.clock().getTime();
    const fresh = (await buy(bobToken, 'Miner', mid, '1')).json().data;
    expect(fresh).toMatchObject({
      coin: 'ETH',
      hashrate: '200',
      daily_yield: '0.002',
      state: 'preparing',
      earning_from: new Date(now + 2 * DAY).toISOString(),
      ends_at: new Date(now + 7 * DAY).toISOString(),
    });
    expect((await stake(bobToken, pid, '500')).json().data).toMatchObject({
      daily_rate: '0.02',
      days: 5,
    });
    expect(await t.reconciles()).toBe(true);

    expect((await audits('miner_model')).map((r) => r.action)).toEqual([
      'miner_model.create',
      'miner_model.state',
      'miner_model.update',
      'miner_model.state',
      'miner_model.state',
    ]);
    const pRows = await audits('pledge_product');
    expect(pRows.map((r) => r.action)).toEqual([
      'pledge_product.create',
      'pledge_product.state',
      'pledge_product.update',
      'pledge_product.state',
      'pledge_product.state',
    ]);
    expect(pRows[2]).toMatchObject({
      target_id: String(pid),
      before: { daily_rate: '0.01', days: 3 },
      after: { daily_rate: '0.02', days: 5 },
    });
    expect(pRows[3]).toMatchObject({ before: { state: 'open' }, after: { state: 'closed' } });
  });

  it('refuses bad terms field by field and products on a delisted coin, and changes nothing', async () => {
    t = await startPubApp(await backend.open());
    const ops = await consoleAs(t, 'admin@example.com', 'admin');
    const count = async (table: string) =>
      Number((await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
    const before = [await count('miner_models'), await count('pledge_products')];

    const bad = await t.post(
      '/api/admin/products/miners',
      {
        name: '',
        hashrate: '-1',
        hashrate_unit: 'XH/s',
        coin: 'NOPE',
        price: '1.123456789',
        seat_price: '0',
        seats: '0',
        daily_yield: '0.5',
        prepare_days: '-1',
        run_days: '1.5',
        offer_ends_at: '2000-01-01T00:00:00Z',
        sort: 'x',
      },
      { cookie: ops.cookie, 'x-csrf-token': ops.csrf, lang: 'zh' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'error', code: 2751 });
    expect(Object.keys(bad.json().data).sort()).toEqual(
      [
        'coin',
        'hashrate',
        'hashrate_unit',
        'name',
        'offer_ends_at',
        'prepare_days',
        'price',
        'run_days',
        'seat_price',
        'seats',
        'sort',
      ].sort(),
    );
    expect(bad.json().data.coin).toBe('NOPE 不是已上架的币种');
    // BTC has 8 decimals; a seat's tenth of 0.00000001 rounds to nothing.
    const places = await ops.post('/api/admin/products/miners', {
      ...MODEL,
      daily_yield: '0.000000001',
      offer_ends_at: offerEnd(),
    });
    expect(Object.keys(places.json().data)).toEqual(['daily_yield']);
    const seat = await ops.post('/api/admin/products/miners', {
      ...MODEL,
      daily_yield: '0.00000001',
      offer_ends_at: offerEnd(),
    });
    expect(seat.json().data.daily_yield).toMatch(/rounds to 0/);

    const pBad = await ops.post('/api/admin/products/pledge', {
      currency: 'usdt',
      days: '0',
      daily_rate: '0.2',
      min_amount: '100',
      max_amount: '50',
      sort: '1',
    });
    expect(pBad.statusCode).toBe(400);
    expect(Object.keys(pBad.json().data).sort()).toEqual(['daily_rate', 'days', 'max_amount']);
    expect(
      (
        await ops.post('/api/admin/products/pledge', { ...PRODUCT, min_amount: '0.123456789' })
      ).json().data,
    ).toEqual({ min_amount: 'Enter an amount above 0, with at most 8 decimals (the coin’s)' });
    expect(
      (await ops.post('/api/admin/products/miners/999/state', { state: 'open' })).json(),
    ).toMatchObject({
      code: 2750,
    });
    expect((await ops.get('/api/admin/products/pledge/999')).statusCode).toBe(404);

    // DOGE delisted: its model (3) leaves the app and is refused; it cannot be reopened, nor a new
    // model or product created on it. Balances are untouched.
    await t.database.query('UPDATE currencies SET enabled = false WHERE id = $1', [DOGE]);
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '5000');
    expect(ids((await t.get('/api/miner/list')).json().data)).not.toContain(3);
    expect((await buy(alice.token, 'Miner', 3, '1')).json().code).toBe(2760);
    const listed = (await ops.get('/api/admin/products/miners')).json().data.items;
    expect(listed.find((m: { id: number }) => m.id === 3)).toMatchObject({
      coin: 'DOGE',
      coin_listed: false,
      state: 'open',
    });
    await ops.post('/api/admin/products/miners/3/state', { state: 'closed' });
    const reopen = await ops.post('/api/admin/products/miners/3/state', { state: 'open' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().code).toBe(2752);
    const onDoge = await ops.post('/api/admin/products/miners', {
      ...MODEL,
      coin: 'DOGE',
      offer_ends_at: offerEnd(),
    });
    expect(Object.keys(onDoge.json().data)).toEqual(['coin']);
    expect(
      Object.keys(
        (await ops.post('/api/admin/products/pledge', { ...PRODUCT, currency: 'doge' })).json()
          .data,
      ),
    ).toEqual(['currency']);
    // ETH delisted: pledge product 3 (ETH) leaves the app and is refused.
    await t.database.query('UPDATE currencies SET enabled = false WHERE id = $1', [ETH]);
    expect(ids((await t.get('/api/pledge/miner')).json().data)).not.toContain(3);
    expect((await stake(alice.token, 3, '1')).json().code).toBe(2760);

    expect([await count('miner_models'), await count('pledge_products')]).toEqual(before);
    expect((await audits('miner_model')).map((r) => r.action)).toEqual(['miner_model.state']);
    expect(await audits('pledge_product')).toEqual([]);
  });

  it('lets every role read and only admin change', async () => {
    t = await startPubApp(await backend.open());
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
    const models = (await viewer.get('/api/admin/products/miners')).json().data.items;
    expect(models.map((m: { name: string }) => m.name)).toEqual([
      'Antminer S21',
      'Antminer L9',
      'Goldshell DG Max',
    ]);
    expect(models[0]).toMatchObject({ state: 'open', seat_daily_yield: '0.000008', seats: 20 });
    const products = (await viewer.get('/api/admin/products/pledge')).json().data.items;
    expect(products).toHaveLength(4);
    expect((await viewer.get('/api/admin/products/pledge/1')).json().data).toMatchObject({
      currency: 'USDT',
      days: 7,
      total_rate: '0.0105',
    });
    const denied = [
      await viewer.post('/api/admin/products/miners', { ...MODEL, offer_ends_at: offerEnd() }),
      await viewer.post('/api/admin/products/miners/1/state', { state: 'closed' }),
      await put(viewer, '/api/admin/products/pledge/1', PRODUCT),
      await viewer.post('/api/admin/products/pledge/1/state', { state: 'closed' }),
    ];
    expect(denied.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await audits('miner_model')).toEqual([]);
    expect(await audits('pledge_product')).toEqual([]);
  });
});
