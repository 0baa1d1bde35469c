import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { consoleAs, type ConsoleSession } from '../operators/support.ts';
import { BTC, USDT, startDerivApp, type DerivApp } from '../derivatives/fixture.ts';

// The console's option stake coins: an operator adds listed coins with their minimum stake, edits
// the minimum, disables and enables them while users hold waiting orders. The app's payable coins
// follow at once; an order keeps the coin it was staked in and settles as before; a delisted coin
// can be neither added nor enabled; every change is audited with before and after.

const TRX = 5; // 6 decimals
const XRP = 7; // 6 decimals
const URL = '/api/admin/products/option_stake_coins';

describe.each(backends())('console option stake coins on $name', (backend) => {
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
  const buy = (token: string, currency = USDT, quantity = '100') =>
    t.post(
      '/api/microtrade/submit',
      {
        currency_id: String(currency),
        pair_id: String(BTC),
        direction: 'up',
        seconds: '60',
        quantity,
      },
      { authorization: token },
    );
  const payable = async (token: string) =>
    (await t.get('/api/microtrade/payable_currencies', token)).json().data as {
      currency_id: number;
      currency: string;
      decimals: number;
      min_amount: string;
    }[];
  const audits = async () =>
    t.database.query<{ action: string; target_id: string; before: unknown; after: unknown }>(
      `SELECT action, target_id, before, after FROM audit_log
        WHERE target_type = 'option_stake_coin' ORDER BY id`,
    );
  const stakeCoinCount = async () =>
    Number(
      (
        await t.database.query<{ n: string }>('SELECT count(*) AS n FROM option_payable_currencies')
      )[0]!.n,
    );
  const delist = (id: number) =>
    t.database.query('UPDATE currencies SET enabled = false WHERE id = $1', [id]);

  it('lists, refuses bad fields, delisted coins and duplicates, adds a coin the app then offers, edits its minimum, keeps viewers to reading', async () => {
    t = await startDerivApp(await backend.open());
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
    const alice = await t.verified('alice@example.com');
    await delist(XRP);

    const list = await viewer.get(URL);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items).toEqual([
      {
        currency_id: USDT,
        currency: 'USDT',
        decimals: 8,
        coin_listed: true,
        min_amount: '10',
        state: 'enabled',
        open_orders: 0,
        staked: '0',
      },
    ]);
    const addable = list.json().data.addable as { currency: string }[];
    expect(addable[0]).toEqual({ currency_id: BTC, currency: 'BTC', decimals: 8 });
    expect(addable.map((c) => c.currency)).not.toContain('USDT');
    expect(addable.map((c) => c.currency)).not.toContain('XRP');

    // Viewers read, only an admin changes.
    expect(
      (await send(viewer, 'POST', URL, { currency_id: String(TRX), min_amount: '5' })).statusCode,
    ).toBe(403);
    expect((await send(viewer, 'PUT', `${URL}/${USDT}`, { min_amount: '5' })).statusCode).toBe(403);
    expect(
      (await send(viewer, 'POST', `${URL}/${USDT}/state`, { state: 'disabled' })).statusCode,
    ).toBe(403);

    const bad = await send(admin, 'POST', URL, { currency_id: '99', min_amount: '0' }, 'zh');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(2711);
    expect(Object.keys(bad.json().data).sort()).toEqual(['currency_id', 'min_amount']);
    expect(bad.json().data.currency_id).toBe('请选择已上线的币种（99 不符合）');
    const places = await send(admin, 'POST', URL, {
      currency_id: String(TRX),
      min_amount: '0.0000001',
    });
    expect(places.statusCode).toBe(400);
    expect(places.json()).toMatchObject({
      code: 2711,
      data: { min_amount: 'The minimum stake must be above 0, with up to 6 decimals (TRX)' },
    });
    const delisted = await send(admin, 'POST', URL, { currency_id: String(XRP), min_amount: '1' });
    expect(delisted.statusCode).toBe(409);
    expect(delisted.json()).toMatchObject({
      code: 2713,
      message: 'XRP is delisted, so stakes cannot be paid in it',
    });
    const dup = await send(admin, 'POST', URL, { currency_id: String(USDT), min_amount: '1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe(2712);
    expect(await stakeCoinCount()).toBe(1);

    const created = await send(admin, 'POST', URL, {
      currency_id: String(TRX),
      min_amount: '50.5',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toEqual({
      currency_id: TRX,
      currency: 'TRX',
      decimals: 6,
      coin_listed: true,
      min_amount: '50.5',
      state: 'enabled',
      open_orders: 0,
      staked: '0',
    });
    expect(await payable(alice.token)).toContainEqual(
      expect.objectContaining({
        currency_id: TRX,
        currency: 'TRX',
        decimals: 6,
        min_amount: '50.5',
      }),
    );
    expect(
      ((await viewer.get(URL)).json().data.addable as { currency: string }[]).map(
        (c) => c.currency,
      ),
    ).not.toContain('TRX');

    const refused = await send(admin, 'PUT', `${URL}/${TRX}`, { min_amount: '1.1234567' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(2711);
    const edited = await send(admin, 'PUT', `${URL}/${TRX}`, { min_amount: '0.5' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ min_amount: '0.5', state: 'enabled' });
    expect((await payable(alice.token)).find((c) => c.currency_id === TRX)?.min_amount).toBe('0.5');
    const unknown = await send(admin, 'PUT', `${URL}/${BTC}`, { min_amount: '1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(2710);

    const rows = await audits();
    expect(rows.map((a) => [a.action, a.target_id])).toEqual([
      ['option_stake_coin.create', String(TRX)],
      ['option_stake_coin.update', String(TRX)],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ currency: 'TRX', min_amount: '50.5' });
    expect(rows[1]!.before).toMatchObject({ min_amount: '50.5' });
    expect(rows[1]!.after).toMatchObject({ min_amount: '0.5' });
  });

  it('two adds of one coin at once: one is saved, the other refused (409, 2712), never a 500', async () => {
    t = await startDerivApp(await backend.open());
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const racing = await Promise.all(
      ['5', '7'].map((min_amount) =>
        send(admin, 'POST', URL, { currency_id: String(TRX), min_amount }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(racing.map((r) => r.json().code).sort()).toEqual([1, 2712]);
    expect(await stakeCoinCount()).toBe(2);
    expect((await audits()).map((a) => a.action)).toEqual(['option_stake_coin.create']);
  });

  it('disabling stops new orders only: a waiting order settles in its coin; a delisted coin cannot be enabled', async () => {
    t = await startDerivApp(await backend.open());
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const alice = await t.verified('alice@example.com');
    await t.fundAccount(alice.id, 'options', '1000');

    const first = await buy(alice.token);
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json().data;
    const disabled = await send(admin, 'POST', `${URL}/${USDT}/state`, { state: 'disabled' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({
      state: 'disabled',
      open_orders: 1,
      staked: '100',
    });
    expect((await payable(alice.token)).map((c) => c.currency_id)).not.toContain(USDT);
    const refused = await buy(alice.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toHaveProperty('currency_id');

    // The order bought before still settles in USDT, at its own terms.
    t.feed.set(new Date(order.deliver_at), '50100');
    t.clock.advance(2 * 60_000);
    await t.app.scheduler.runAll();
    const settled = (await t.get('/api/microtrade/lists?status=settled', alice.token)).json().data
      .items[0];
    expect(settled).toMatchObject({ id: order.id, result: 'won', payout: '120' });
    expect(await t.balance(alice.id, 'options')).toEqual({ available: '1020', frozen: '0' });
    expect((await admin.get(URL)).json().data.items[0]).toMatchObject({
      currency_id: USDT,
      open_orders: 0,
    });

    const enabled = await send(admin, 'POST', `${URL}/${USDT}/state`, { state: 'enabled' });
    expect(enabled.json().data.state).toBe('enabled');
    expect((await buy(alice.token)).statusCode).toBe(200);

    // A stake coin whose coin is delisted afterwards: it may be disabled, not enabled again.
    expect(
      (await send(admin, 'POST', URL, { currency_id: String(BTC), min_amount: '0.001' }))
        .statusCode,
    ).toBe(200);
    await delist(BTC);
    expect((await admin.get(URL)).json().data.items).toContainEqual(
      expect.objectContaining({ currency_id: BTC, coin_listed: false, state: 'enabled' }),
    );
    expect((await payable(alice.token)).map((c) => c.currency_id)).toEqual([USDT]);
    expect(
      (await send(admin, 'POST', `${URL}/${BTC}/state`, { state: 'disabled' })).statusCode,
    ).toBe(200);
    const again = await send(admin, 'POST', `${URL}/${BTC}/state`, { state: 'enabled' }, 'zh');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 2713, message: 'BTC 已下架，不能用于下单' });

    const rows = await audits();
    expect(rows.map((a) => [a.action, a.target_id])).toEqual([
      ['option_stake_coin.state', String(USDT)],
      ['option_stake_coin.state', String(USDT)],
      ['option_stake_coin.create', String(BTC)],
      ['option_stake_coin.state', String(BTC)],
    ]);
    expect(rows[0]!.before).toMatchObject({ state: 'enabled', open_orders: 1 });
    expect(rows[0]!.after).toMatchObject({ state: 'disabled', open_orders: 1 });
    expect(await t.reconciles()).toBe(true);
  });
});
