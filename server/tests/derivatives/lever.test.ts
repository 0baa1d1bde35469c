import { afterEach, describe, expect, it } from 'vitest';
import { houseAccount } from '../../src/ledger/index.ts';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import { backends } from '../helpers/backends.ts';
import { BTC, USDT, startDerivApp, type DerivApp } from './fixture.ts';

const MINUTE = 60_000;
const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute));

describe.each(backends())('leverage on $name', (backend) => {
  let t: DerivApp;
  afterEach(async () => {
    t?.restore();
    await t?.close();
  });

  // 10 lots of 0.01 BTC at 50000 = 5000 USDT notional; ×10 → margin 500, fee 0.05 % = 2.5.
  const open = (token: string, fields: Record<string, string> = {}) =>
    t.post(
      '/api/lever/submit',
      {
        currency_id: String(BTC),
        side: 'long',
        lots: '10',
        multiple: '10',
        stop_profit: '52000',
        stop_loss: '48000',
        ...fields,
      },
      { authorization: token },
    );
  const myTrade = (token: string, status: string) =>
    t.post('/api/lever/my_trade', { status }, { authorization: token });

  it('shows the panel and opens a position with margin frozen and the fee paid', async () => {
    t = await startDerivApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fundAccount(alice.id, 'contract', '1000');
    const deal = await t.post(
      '/api/lever/deal',
      { currency_id: String(BTC) },
      { authorization: alice.token },
    );
    expect(deal.json().data).toEqual({
      currency_id: BTC,
      symbol: 'BTC/USDT',
      price: '50000',
      price_at: '2030-01-01T00:00:00.000Z',
      multiples: [5, 10, 20, 50, 100],
      lot_size: '0.01',
      fee_rate: '0.0005',
      maintenance_rate: '0.2',
      balance: '1000',
      pairs: [{ currency_id: BTC, symbol: 'BTC/USDT' }],
    });
    const res = await open(alice.token);
    expect(res.json()).toMatchObject({
      code: 1,
      message: 'Position opened',
      data: {
        status: 'holding',
        open_price: '50000',
        margin: '500',
        fee: '2.5',
        liquidation_price: '46000',
        profit: '0',
      },
    });
    expect(await t.balance(alice.id, 'contract')).toEqual({ available: '497.5', frozen: '500' });
    expect((await t.ledger.account(houseAccount('fees', USDT))).available).toBe('2.5');
    expect(await t.reconciles()).toBe(true);
  });

  it('validates lots, multiple, stop sides and balance', async () => {
    t = await startDerivApp(await backend.open());
    const bob = await t.user('bob@example.com');
    await t.fundAccount(bob.id, 'contract', '100');
    for (const lots of ['0', '1.5', '-1', 'x'])
      expect((await open(bob.token, { lots })).json()).toMatchObject({
        code: 2201,
        message: 'Leverage minimum: 1 lot',
      });
    expect((await open(bob.token, { multiple: '7' })).statusCode).toBe(400);
    expect((await open(bob.token, { stop_profit: '49000' })).json()).toMatchObject({
      code: 2202,
      data: { stop_profit: expect.any(String) },
    });
    expect((await open(bob.token, { stop_loss: '50001' })).json()).toMatchObject({
      code: 2202,
      data: { stop_loss: expect.any(String) },
    });
    expect(
      (await open(bob.token, { side: 'short', stop_profit: '52000', stop_loss: '53000' })).json()
        .code,
    ).toBe(2202);
    expect(
      (await open(bob.token, { side: 'short', stop_profit: '48000', stop_loss: '49000' })).json()
        .code,
    ).toBe(2202);
    const poor = await open(bob.token);
    expect(poor.statusCode).toBe(422);
    expect(poor.json()).toMatchObject({ code: 2203, message: 'Insufficient balance' });
    expect(await t.balance(bob.id, 'contract')).toEqual({ available: '100', frozen: '0' });
  });

  it("stop-profit fires at the first tick beyond it, at that tick's price, even when the job runs late", async () => {
    t = await startDerivApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fundAccount(alice.id, 'contract', '1000');
    const events: BusEvent[] = [];
    await t.app.events.delivered(); // earlier events (funding) are not this test's
    t.app.events.onUser(alice.id, (e) => events.push(e));
    await open(alice.token);
    t.feed.set(at(1), '51000');
    t.feed.set(at(2), '52100');
    t.feed.set(at(3), '47000');
    t.clock.advance(30_000);
    await t.app.scheduler.runAll();
    expect((await myTrade(alice.token, 'holding')).json().data.total).toBe(1);
    t.clock.advance(4 * MINUTE);
    await t.app.scheduler.runAll();
    await t.app.scheduler.runAll();
    const [closed] = (await myTrade(alice.token, 'closed')).json().data.items;
    expect(closed).toMatchObject({
      close_reason: 'stop_profit',
      close_price: '52100',
      tick_at: at(2).toISOString(),
      profit: '210',
    });
    expect(await t.balance(alice.id, 'contract')).toEqual({ available: '1207.5', frozen: '0' });
    await t.app.events.delivered();
    const balanceChanged = { type: 'balance.changed', data: { currency_id: USDT } };
    expect(events).toEqual([
      balanceChanged, // the margin of the opened position
      {
        type: 'notification',
        data: { id: expect.any(Number), category: 'trading', kind: 'take_profit_hit' },
      },
      {
        type: 'position.closed',
        data: expect.objectContaining({
          reason: 'stop_profit',
          close_price: '52100',
          profit: '210',
        }),
      },
      balanceChanged, // margin and profit back
    ]);
    expect(await t.reconciles()).toBe(true);
  });

  it('stop-loss and liquidation trigger at the right tick; a loss never exceeds the margin', async () => {
    t = await startDerivApp(await backend.open());
    const bob = await t.user('bob@example.com');
    await t.fundAccount(bob.id, 'contract', '2000');
    await open(bob.token); // long, stop-loss 48000, liquidation 46000
    await open(bob.token, { side: 'short', stop_profit: '40000', stop_loss: '60000' }); // liquidation 54000
    await open(bob.token, {
      side: 'short',
      multiple: '50',
      stop_profit: '40000',
      stop_loss: '60000',
    }); // margin 100, liquidation 50800
    t.feed.set(at(1), '47900');
    t.feed.set(at(2), '58000');
    t.clock.advance(3 * MINUTE);
    await t.app.scheduler.runAll();
    const closed = (await myTrade(bob.token, 'closed')).json().data.items as Record<
      string,
      unknown
    >[];
    const byId = Object.fromEntries(closed.map((c) => [c.id, c]));
    expect(byId[1]).toMatchObject({
      close_reason: 'stop_loss',
      close_price: '47900',
      tick_at: at(1).toISOString(),
      profit: '-210',
    });
    expect(byId[2]).toMatchObject({
      close_reason: 'liquidation',
      close_price: '58000',
      tick_at: at(2).toISOString(),
      profit: '-500',
      liquidation_price: '54000',
    });
    // 50× short: at 58000 the raw loss is 800 but only the 100 margin is lost; the contract book bears the rest.
    expect(byId[3]).toMatchObject({
      close_reason: 'liquidation',
      tick_at: at(2).toISOString(),
      profit: '-100',
      liquidation_price: '50800',
    });
    // 2000 − 3 fees (7.5) − 210 − 500 − 100
    expect(await t.balance(bob.id, 'contract')).toEqual({ available: '1182.5', frozen: '0' });
    expect((await t.ledger.account(houseAccount('contract_book', USDT))).available).toBe('810');
    expect(await t.reconciles()).toBe(true);
  });

  it('closes out at the price now; only the owner can close or change stops', async () => {
    t = await startDerivApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const mallory = await t.user('mallory@example.com');
    await t.fundAccount(alice.id, 'contract', '1000');
    const id = String(
      (await open(alice.token, { side: 'short', stop_profit: '45000', stop_loss: '55000' })).json()
        .data.id,
    );
    expect(
      (await t.post('/api/lever/close', { id }, { authorization: mallory.token })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.post(
          '/api/lever/setstop',
          { id, stop_profit: '1', stop_loss: '99999' },
          { authorization: mallory.token },
        )
      ).statusCode,
    ).toBe(404);
    expect((await myTrade(mallory.token, 'holding')).json().data.total).toBe(0);
    t.feed.set(at(1), '49500');
    t.clock.advance(MINUTE + 5000);
    const wrongSide = await t.post(
      '/api/lever/setstop',
      { id, stop_profit: '50000', stop_loss: '56000' },
      { authorization: alice.token },
    );
    expect(wrongSide.json().code).toBe(2202);
    const set = await t.post(
      '/api/lever/setstop',
      { id, stop_profit: '49000', stop_loss: '51000' },
      { authorization: alice.token },
    );
    expect(set.json()).toMatchObject({
      message: 'Stop prices updated',
      data: { stop_profit: '49000', stop_loss: '51000', current_price: '49500', profit: '50' },
    });
    const closed = await t.post('/api/lever/close', { id }, { authorization: alice.token });
    expect(closed.json()).toMatchObject({
      message: 'Position closed',
      data: {
        status: 'closed',
        close_reason: 'manual',
        close_price: '49500',
        profit: '50',
        tick_at: '2030-01-01T00:01:05.000Z',
      },
    });
    expect(await t.balance(alice.id, 'contract')).toEqual({ available: '1047.5', frozen: '0' });
    expect(
      (await t.post('/api/lever/close', { id }, { authorization: alice.token })).json().code,
    ).toBe(2204);
    expect(await t.reconciles()).toBe(true);
  });
});
