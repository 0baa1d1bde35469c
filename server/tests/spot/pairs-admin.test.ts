import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcile, userAccount } from '../../src/ledger/index.ts';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import { backends } from '../helpers/backends.ts';
import { startExchangeApp, type ExchangeApp } from '../exchange/fixture.ts';
import { consoleAs, type ConsoleSession } from '../operators/support.ts';
import { BTC, form, scheduledSource, USDT } from './fixture.ts';

// The console's spot pairs: list with terms and waiting orders, create (closed), edit, open and
// close, each audited with before and after; every field refused in the caller's language. An order
// keeps the fee rate it was placed under (spot_orders.fee_rate): a limit order resting while the
// operator raises the pair's rate and closes the pair still fills, at the old rate; a closed pair
// refuses new orders and leaves the market list; a delisted coin's pair cannot be created or opened.

const T0 = new Date('2030-01-01T00:00:00Z');
const DROP = new Date(T0.getTime() + 10 * 60_000);
const BNB = 4;

describe.each(backends())('console spot pairs on $name', (backend) => {
  let t: ExchangeApp;
  let admin: ConsoleSession;
  let viewer: ConsoleSession;
  let previous: PriceSource;
  beforeAll(() => {
    previous = setPriceSource(scheduledSource('50000', [[DROP, '48000']]));
  });
  afterAll(() => setPriceSource(previous));
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  async function start() {
    t = await startExchangeApp(await backend.open());
    admin = await consoleAs(t, 'admin@example.com', 'admin');
    viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
  }
  const send = (
    s: ConsoleSession,
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: s.cookie,
        'x-csrf-token': s.csrf,
        lang,
      },
    });
  const edit = (id: number, fields: Record<string, string>, lang = 'en') =>
    send(admin, 'PUT', `/api/admin/markets/spot/${id}`, fields, lang);
  const state = (id: number, value: string, s = admin) =>
    send(s, 'POST', `/api/admin/markets/spot/${id}/state`, { state: value });
  const audits = async (id: number) =>
    t.database.query<{
      action: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>(
      `SELECT action, before, after FROM audit_log
        WHERE target_type = 'spot_pair' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
  const trade = (token: string, fields: Record<string, string | number>, lang = 'en') =>
    t.post('/api/coin/trade', form(fields), { authorization: token, lang });
  const listed = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/currency/quotation_new' }))
      .json()
      .data.groups.flatMap((g: { pairs: { symbol: string }[] }) => g.pairs.map((p) => p.symbol));
  const terms = {
    price_decimals: '2',
    quantity_decimals: '5',
    fee_rate: '',
    min_quantity: '',
    min_amount: '',
    sort: '1',
  };

  it('lists every pair with its terms and waiting orders for every role; only admin changes', async () => {
    await start();
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '10000');
    await trade(alice.token, {
      pair_id: 1,
      side: 'buy',
      type: 'limit',
      price: '100',
      quantity: '0.1',
    });
    const res = await viewer.get('/api/admin/markets/spot');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items[0]).toEqual({
      id: 1,
      symbol: 'BTC/USDT',
      base_id: BTC,
      base: 'BTC',
      base_decimals: 8,
      quote_id: USDT,
      quote: 'USDT',
      quote_decimals: 8,
      coins_listed: true,
      price_decimals: 2,
      quantity_decimals: 5,
      fee_rate: null,
      effective_fee_rate: '0.001',
      min_quantity: '0',
      min_amount: '0',
      sort: 1,
      state: 'open',
      open_orders: 1,
    });
    const refused = await send(viewer, 'PUT', '/api/admin/markets/spot/1', terms);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(2606);
    expect((await state(1, 'closed', viewer)).statusCode).toBe(403);
    expect(
      (
        await send(viewer, 'POST', '/api/admin/markets/spot', {
          ...terms,
          base: 'BNB',
          quote: 'BTC',
        })
      ).statusCode,
    ).toBe(403);
    expect(await audits(1)).toEqual([]);
  });

  it('refuses every bad field at once in the caller’s language, and a pair that exists or a delisted coin', async () => {
    await start();
    const bad = await send(
      admin,
      'POST',
      '/api/admin/markets/spot',
      {
        base: 'NOPE',
        quote: 'USDT',
        price_decimals: '19',
        quantity_decimals: 'x',
        fee_rate: '0.5',
        min_quantity: '-1',
        min_amount: '0.123456789',
        sort: '1.5',
      },
      'zh',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 2721,
      data: {
        base: '不存在币种 NOPE',
        price_decimals: '价格精度须为 0 到 18 的整数',
        quantity_decimals: expect.stringContaining('数量精度'),
        fee_rate: expect.stringContaining('手续费率'),
        min_quantity: expect.stringContaining('最小数量'),
        min_amount: expect.stringContaining('最小下单金额'),
        sort: '排序须为整数',
      },
    });
    const same = await send(admin, 'POST', '/api/admin/markets/spot', {
      ...terms,
      base: 'BTC',
      quote: 'btc',
    });
    expect(same.json()).toMatchObject({ code: 2721, data: { quote: expect.any(String) } });
    const twin = await send(admin, 'POST', '/api/admin/markets/spot', {
      ...terms,
      base: 'btc',
      quote: 'usdt',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ code: 2722, message: 'The pair BTC/USDT already exists' });
    // Quantity decimals beyond the base coin's own.
    const fine = await send(admin, 'POST', '/api/admin/markets/spot', {
      ...terms,
      base: 'BNB',
      quote: 'BTC',
      quantity_decimals: '9',
    });
    expect(fine.json()).toMatchObject({
      code: 2721,
      data: { quantity_decimals: expect.any(String) },
    });
    // A delisted coin: refused for a new pair.
    expect((await admin.post(`/api/admin/coins/${BNB}/delist`)).statusCode).toBe(200);
    const delisted = await send(admin, 'POST', '/api/admin/markets/spot', {
      ...terms,
      base: 'BNB',
      quote: 'BTC',
    });
    expect(delisted.json()).toMatchObject({
      code: 2721,
      data: { base: 'BNB is delisted and cannot be traded in a new pair' },
    });
    expect((await admin.get('/api/admin/markets/spot')).json().data.items).toHaveLength(10);
  });

  it('creates a pair closed, refused in the app until opened; a delisted coin’s pair cannot be opened', async () => {
    await start();
    const res = await send(admin, 'POST', '/api/admin/markets/spot', {
      base: 'bnb',
      quote: 'BTC',
      price_decimals: '6',
      quantity_decimals: '3',
      fee_rate: '0.002',
      min_quantity: '0.1',
      min_amount: '',
      sort: '20',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Pair created; it stays closed until you open it',
      data: {
        id: 11,
        symbol: 'BNB/BTC',
        fee_rate: '0.002',
        effective_fee_rate: '0.002',
        min_quantity: '0.1',
        min_amount: '0',
        state: 'closed',
        open_orders: 0,
      },
    });
    const [created] = await audits(11);
    expect(created).toMatchObject({
      action: 'spot_pair.create',
      before: null,
      after: { symbol: 'BNB/BTC' },
    });
    expect(await listed()).not.toContain('BNB/BTC');
    const bob = await t.user('bob@example.com');
    await t.fund(bob.id, BTC, '1');
    const closed = await trade(
      bob.token,
      { pair_id: 11, side: 'buy', type: 'market', quantity: '1' },
      'esp',
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      code: 2725,
      message:
        'El mercado BNB/BTC está cerrado; tus órdenes abiertas aún pueden ejecutarse o cancelarse',
    });
    expect((await state(11, 'open')).json()).toMatchObject({ data: { state: 'open' } });
    expect(await listed()).toContain('BNB/BTC');
    // The pair's own minimum: 0.1 BNB.
    const small = await trade(bob.token, {
      pair_id: 11,
      side: 'buy',
      type: 'market',
      quantity: '0.05',
    });
    expect(small.json()).toMatchObject({
      code: 2726,
      message: 'The order is below this market’s minimum of 0.1 BNB',
    });
    // BNB at 600 USDT, BTC at 50000: 0.012 BTC per BNB; the pair's own rate 0.2 % of the BNB bought.
    const bought = await trade(bob.token, {
      pair_id: 11,
      side: 'buy',
      type: 'market',
      quantity: '1',
    });
    expect(bought.json()).toMatchObject({
      data: { status: 'completed', fee: '0.002', fee_currency: 'BNB' },
    });
    // Closed, then the coin delisted: opening it again is refused.
    expect((await state(11, 'closed')).statusCode).toBe(200);
    await admin.post(`/api/admin/coins/${BNB}/delist`);
    const reopen = await state(11, 'open');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject({
      code: 2724,
      message: 'BNB is delisted: list it again before opening this pair',
    });
    expect((await audits(11)).map((a) => a.action)).toEqual([
      'spot_pair.create',
      'spot_pair.state',
      'spot_pair.state',
    ]);
  });

  it('THE SNAPSHOT: a resting limit order fills at the fee rate it was placed under after the rate is raised and the pair closed', async () => {
    await start();
    const erin = await t.user('erin@example.com');
    await t.fund(erin.id, USDT, '20000');
    // Placed under the default rate (spot.fee_rate 0.001): 0.1 BTC at 49000, below the price of 50000.
    const resting = await trade(erin.token, {
      pair_id: 1,
      side: 'buy',
      type: 'limit',
      price: '49000',
      quantity: '0.1',
    });
    expect(resting.json()).toMatchObject({ data: { status: 'waiting' } });
    const other = await trade(erin.token, {
      pair_id: 1,
      side: 'buy',
      type: 'limit',
      price: '100',
      quantity: '0.1',
    });
    // The operator raises the pair's rate tenfold and sets minimums, then closes the pair.
    const edited = await edit(1, {
      ...terms,
      fee_rate: '0.01',
      min_quantity: '0.001',
      min_amount: '10',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Pair saved; open orders keep the fee they were placed under',
      data: { fee_rate: '0.01', effective_fee_rate: '0.01', open_orders: 2 },
    });
    const [update] = await audits(1);
    expect(update).toMatchObject({
      action: 'spot_pair.update',
      before: { fee_rate: null, min_amount: '0' },
      after: { fee_rate: '0.01', min_amount: '10' },
    });
    expect((await state(1, 'closed')).json()).toMatchObject({ data: { state: 'closed' } });
    expect(await listed()).not.toContain('BTC/USDT');
    const refused = await trade(
      erin.token,
      { pair_id: 1, side: 'buy', type: 'market', quantity: '0.01' },
      'zh',
    );
    expect(refused.json()).toMatchObject({
      code: 2725,
      message: 'BTC/USDT 已暂停交易；您的未成交订单仍会成交，也可撤销',
    });
    // The price drops to 48000 at 00:10: the resting order fills, at 0.1 % (0.0001 BTC), not 1 %.
    t.clock.advance(15 * 60_000);
    await t.app.scheduler.runAll();
    const done = (await t.get('/api/coin/list?status=completed', erin.token)).json().data.items;
    expect(done).toEqual([
      expect.objectContaining({ id: resting.json().data.id, fill_price: '49000', fee: '0.0001' }),
    ]);
    expect((await t.ledger.account(userAccount(erin.id, BTC))).available).toBe('0.0999');
    // The other waiting order on the closed pair can still be cancelled.
    const cancelled = await t.post('/api/coin/cancel', form({ id: other.json().data.id }), {
      authorization: erin.token,
    });
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled' } });
    // Opened again: a new order gets the new terms (1 %) and the new minimum (10 USDT).
    await state(1, 'open');
    expect(
      (
        await trade(erin.token, { pair_id: 1, side: 'buy', type: 'market', quantity: '0.0001' })
      ).json().code,
    ).toBe(2726);
    const fresh = await trade(erin.token, {
      pair_id: 1,
      side: 'buy',
      type: 'market',
      quantity: '0.1',
    });
    expect(fresh.json()).toMatchObject({ data: { status: 'completed', fee: '0.001' } });
    // Back to the default: empty rate follows the setting.
    expect((await edit(1, { ...terms, fee_rate: '' })).json().data).toMatchObject({
      fee_rate: null,
      effective_fee_rate: '0.001',
    });
    expect((await reconcile(t.database)).ok).toBe(true);
  });
});
