import { afterEach, describe, expect, it } from 'vitest';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import { backends } from '../helpers/backends.ts';
import { consoleAs, type ConsoleSession } from '../operators/support.ts';
import { BTC, startDerivApp, type DerivApp, type ScriptedFeed } from '../derivatives/fixture.ts';

// The console's leverage markets: per coin lot size, fee rate, liquidation threshold and allowed
// multiples. Positions keep the terms they were opened under (the monitor and close-out read the
// position row only); an edit or a close only affects new positions; every change is audited.

const DOGE = 8;
const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute));

/** The test's scripted BTC feed, quoting DOGE too (a coin that has a price but no market yet). */
const withDoge = (feed: ScriptedFeed): PriceSource => ({
  supports: (id) => id === DOGE || feed.supports(id),
  usdtPrice: (id, when) => (id === DOGE ? '0.1' : feed.usdtPrice(id, when)),
});

describe.each(backends())('console leverage markets on $name', (backend) => {
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
  const open = (token: string, fields: Record<string, string>, lang = 'en') =>
    t.post(
      '/api/lever/submit',
      {
        currency_id: String(BTC),
        side: 'long',
        lots: '10',
        multiple: '10',
        stop_profit: '60000',
        stop_loss: '30000',
        ...fields,
      },
      { authorization: token, lang },
    );
  const deal = (token: string, currencyId: number) =>
    t.post('/api/lever/deal', { currency_id: String(currencyId) }, { authorization: token });
  const positions = async (token: string, status: string) =>
    (await t.post('/api/lever/my_trade', { status }, { authorization: token })).json().data.items;
  const audits = async () =>
    t.database.query<{ action: string; target_id: string; before: unknown; after: unknown }>(
      `SELECT action, target_id, before, after FROM audit_log
        WHERE target_type = 'lever_market' ORDER BY id`,
    );

  it('adds a market for a priced coin, validates every field, keeps viewers to reading, audits', async () => {
    t = await startDerivApp(await backend.open());
    setPriceSource(withDoge(t.feed)); // t.restore() puts the original back
    await t.database.query('DELETE FROM lever_markets WHERE currency_id = $1', [DOGE]);
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
    const alice = await t.user('alice@example.com');

    const list = await viewer.get('/api/admin/products/lever');
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list.json().data.items.find((m: { currency_id: number }) => m.currency_id === BTC),
    ).toEqual({
      currency_id: BTC,
      currency: 'BTC',
      symbol: 'BTC/USDT',
      decimals: 8,
      coin_listed: true,
      priced: true,
      lot_size: '0.01',
      fee_rate: '0.0005',
      maintenance_rate: '0.2',
      multiples: [5, 10, 20, 50, 100],
      state: 'open',
      open_positions: 0,
      margin_held: '0',
    });
    const terms = {
      lot_size: '1000',
      fee_rate: '0.001',
      maintenance_rate: '0.3',
      multiples: '3, 5,10',
    };
    expect(
      (await send(viewer, 'POST', '/api/admin/products/lever', { currency: 'doge', ...terms }))
        .statusCode,
    ).toBe(403);

    const bad = await send(
      admin,
      'POST',
      '/api/admin/products/lever',
      {
        currency: 'USDT',
        lot_size: '-1',
        fee_rate: '0.2',
        maintenance_rate: '1',
        multiples: '5,5',
      },
      'jp',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(2704);
    expect(Object.keys(bad.json().data).sort()).toEqual([
      'currency',
      'fee_rate',
      'lot_size',
      'maintenance_rate',
      'multiples',
    ]);
    expect(bad.json().data.maintenance_rate).toBe(
      'ロスカット水準は 0 以上 1 未満、小数点以下 8 桁までです',
    );
    // A coin the feed does not price cannot get a market.
    const unpriced = await send(admin, 'POST', '/api/admin/products/lever', {
      currency: 'LTC',
      ...terms,
    });
    expect(unpriced.json()).toMatchObject({ code: 2704, data: { currency: expect.any(String) } });
    const dup = await send(admin, 'POST', '/api/admin/products/lever', {
      currency: 'BTC',
      ...terms,
    });
    expect(dup.statusCode).toBe(409);
    expect((await admin.get('/api/admin/products/lever/99')).json().code).toBe(2703);

    // A delisted coin cannot be chosen.
    await t.database.query('UPDATE currencies SET enabled = false WHERE id = $1', [DOGE]);
    const delisted = await send(admin, 'POST', '/api/admin/products/lever', {
      currency: 'doge',
      ...terms,
    });
    expect(delisted.json()).toMatchObject({ code: 2704, data: { currency: expect.any(String) } });
    await t.database.query('UPDATE currencies SET enabled = true WHERE id = $1', [DOGE]);

    const created = await send(admin, 'POST', '/api/admin/products/lever', {
      currency: 'doge',
      ...terms,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      currency_id: DOGE,
      lot_size: '1000',
      multiples: [3, 5, 10],
      state: 'closed',
    });
    expect((await deal(alice.token, DOGE)).statusCode).toBe(400); // closed: not offered
    const opened = await send(admin, 'POST', `/api/admin/products/lever/${DOGE}/state`, {
      state: 'open',
    });
    expect(opened.json().data.state).toBe('open');
    const panel = (await deal(alice.token, DOGE)).json().data;
    expect(panel).toMatchObject({ symbol: 'DOGE/USDT', multiples: [3, 5, 10], lot_size: '1000' });
    expect(panel.pairs.map((p: { symbol: string }) => p.symbol)).toContain('DOGE/USDT');
    expect((await audits()).map((a) => [a.action, a.target_id])).toEqual([
      ['lever_market.create', String(DOGE)],
      ['lever_market.state', String(DOGE)],
    ]);
  });

  it('holding positions keep lot size, fee and liquidation price; new ones take the edited terms; a closed market refuses new positions', async () => {
    t = await startDerivApp(await backend.open());
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    const carol = await t.user('carol@example.com');
    await t.fundAccount(alice.id, 'contract', '1000');
    await t.fundAccount(bob.id, 'contract', '3000');
    await t.fundAccount(carol.id, 'contract', '1000');

    // 10 lots of 0.01 BTC at 50000, x10: margin 500, fee 2.5, liquidated 4000 lower (80 % of the margin).
    const first = await open(alice.token, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      margin: '500',
      fee: '2.5',
      liquidation_price: '46000',
    });

    const edited = await send(admin, 'PUT', `/api/admin/products/lever/${BTC}`, {
      lot_size: '0.1',
      fee_rate: '0.001',
      maintenance_rate: '0.5',
      multiples: '2,3',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      multiples: [2, 3],
      open_positions: 1,
      margin_held: '500',
    });
    expect((await deal(bob.token, BTC)).json().data.multiples).toEqual([2, 3]);
    expect((await open(bob.token, { multiple: '10' })).statusCode).toBe(400); // no longer allowed
    // 1 lot of 0.1 BTC at 50000, x2: margin 2500, fee 5, liquidated 12500 lower (50 % of the margin).
    const second = await open(bob.token, { lots: '1', multiple: '2' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({
      lot_size: '0.1',
      margin: '2500',
      fee: '5',
      liquidation_price: '37500',
    });

    const closed = await send(admin, 'POST', `/api/admin/products/lever/${BTC}/state`, {
      state: 'closed',
    });
    expect(closed.json().data).toMatchObject({ state: 'closed', open_positions: 2 });
    const refused = await open(carol.token, { lots: '1', multiple: '2' }, 'zh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 2709, message: '该交易对已停止开仓' });
    expect((await deal(carol.token, BTC)).statusCode).toBe(400);

    // The price falls to 46000: Alice's own liquidation price fires, not the edited market's.
    t.feed.set(at(5), '46000');
    t.clock.advance(6 * 60_000);
    await t.app.scheduler.runAll();
    const [aliceClosed] = await positions(alice.token, 'closed');
    expect(aliceClosed).toMatchObject({
      close_reason: 'liquidation',
      close_price: '46000',
      lot_size: '0.01',
      profit: '-400',
    });
    const [bobHolding] = await positions(bob.token, 'holding');
    expect(bobHolding).toMatchObject({ lot_size: '0.1', liquidation_price: '37500' });
    // A closed market's positions still close as usual.
    const out = await t.post(
      '/api/lever/close',
      { id: String(bobHolding.id) },
      { authorization: bob.token },
    );
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({ status: 'closed', profit: '-400' });
    expect(await t.balance(alice.id, 'contract')).toEqual({ available: '597.5', frozen: '0' });
    expect(await t.balance(bob.id, 'contract')).toEqual({ available: '2595', frozen: '0' });
    expect((await audits()).map((a) => a.action)).toEqual([
      'lever_market.update',
      'lever_market.state',
    ]);
    expect(await t.reconciles()).toBe(true);
  });
});
