import { afterEach, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import {
  setPriceSource,
  SimulatedPriceSource,
  usdtPrice,
} from '../../src/modules/market/prices.ts';
import { backends } from '../helpers/backends.ts';
import { BTC, USDT, startDerivApp, type DerivApp } from './fixture.ts';

const MINUTE = 60_000;

describe.each(backends())('binary options on $name', (backend) => {
  let t: DerivApp;
  afterEach(async () => {
    t?.restore();
    await t?.close();
  });

  const buy = (token: string, fields: Record<string, string | null>, lang = 'en') => {
    const all = {
      currency_id: String(USDT),
      pair_id: String(BTC),
      direction: 'up',
      seconds: '60',
      quantity: '100',
      ...fields,
    };
    const form = Object.fromEntries(
      Object.entries(all).filter((e): e is [string, string] => e[1] !== null),
    );
    return t.post('/api/microtrade/submit', form, { authorization: token, lang });
  };
  const lists = (token: string, status: string) =>
    t.get(`/api/microtrade/lists?status=${status}`, token);

  it('lists durations, payable currencies and pairs', async () => {
    t = await startDerivApp(await backend.open());
    const alice = await t.verified('alice@example.com');
    await t.fundAccount(alice.id, 'options', '250');
    expect((await t.get('/api/microtrade/seconds', alice.token)).json().data).toEqual([
      { seconds: 30, payout_ratio: '0.15', min_amount: '10', flat_band: '0.0001' },
      { seconds: 60, payout_ratio: '0.2', min_amount: '10', flat_band: '0.0001' },
      { seconds: 120, payout_ratio: '0.3', min_amount: '50', flat_band: '0.0001' },
      { seconds: 300, payout_ratio: '0.5', min_amount: '100', flat_band: '0.0001' },
    ]);
    expect((await t.get('/api/microtrade/payable_currencies', alice.token)).json().data).toEqual([
      { currency_id: USDT, currency: 'USDT', decimals: 8, min_amount: '10', available: '250' },
    ]);
    expect((await t.get('/api/microtrade/pairs', alice.token)).json().data).toEqual([
      {
        currency_id: BTC,
        symbol: 'BTC/USDT',
        price: '50000',
        price_at: '2030-01-01T00:00:00.000Z',
        flat_band: '0.0001',
      },
    ]);
  });

  it('settles at the delivery tick, not at the (later) job run, and records the tick; won pays stake × (1 + ratio)', async () => {
    t = await startDerivApp(await backend.open());
    const alice = await t.verified('alice@example.com');
    await t.fundAccount(alice.id, 'options', '1000');
    const events: BusEvent[] = [];
    await t.app.events.delivered(); // earlier events (funding) are not this test's
    t.app.events.onUser(alice.id, (e) => events.push(e));
    const res = await buy(alice.token, {});
    expect(res.json()).toMatchObject({
      code: 1,
      message: 'Order placed',
      data: {
        status: 'waiting',
        open_price: '50000',
        quantity: '100',
        deliver_at: '2030-01-01T00:01:00.000Z',
        result: null,
      },
    });
    expect(await t.balance(alice.id, 'options')).toEqual({ available: '900', frozen: '0' });
    t.feed.set(new Date('2030-01-01T00:01:00Z'), '50100');
    t.feed.set(new Date('2030-01-01T00:02:00Z'), '49000');
    t.clock.advance(30_000);
    await t.app.scheduler.runAll();
    expect((await lists(alice.token, 'waiting')).json().data.total).toBe(1);
    t.clock.advance(2.5 * MINUTE); // the job runs late, after the price fell again
    await t.app.scheduler.runAll();
    await t.app.scheduler.runAll(); // idempotent
    const settled = (await lists(alice.token, 'settled')).json().data;
    expect(settled.items).toEqual([
      expect.objectContaining({
        result: 'won',
        delivery_price: '50100',
        tick_at: '2030-01-01T00:01:00.000Z',
        payout: '120',
        profit: '20',
        current_price: '49000',
        symbol: 'BTC/USDT',
        currency: 'USDT',
      }),
    ]);
    expect(await t.balance(alice.id, 'options')).toEqual({ available: '1020', frozen: '0' });
    await t.app.events.delivered();
    const balanceChanged = { type: 'balance.changed', data: { currency_id: USDT } };
    expect(events).toEqual([
      balanceChanged, // the stake
      {
        type: 'notification',
        data: { id: expect.any(Number), category: 'trading', kind: 'option_settled' },
      },
      {
        type: 'option.settled',
        data: expect.objectContaining({
          id: settled.items[0].id,
          result: 'won',
          delivery_price: '50100',
        }),
      },
      balanceChanged, // the payout
    ]);
    expect(await t.reconciles()).toBe(true);
  });

  it('on the seeded simulator a 30 s option opens and delivers at the prices of those exact instants, which differ', async () => {
    t = await startDerivApp(await backend.open());
    setPriceSource(new SimulatedPriceSource()); // t.restore() puts the original back
    const alice = await t.verified('alice@example.com');
    await t.fundAccount(alice.id, 'options', '1000');
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await buy(alice.token, {
            seconds: '30',
            quantity: '10',
            direction: i % 2 ? 'up' : 'down',
          })
        ).statusCode,
      ).toBe(200);
      t.clock.advance(7_000); // five options opening and delivering inside the same minute or across it
    }
    t.clock.advance(MINUTE);
    await t.app.scheduler.runAll();
    const items = (await lists(alice.token, 'settled')).json().data.items as {
      open_price: string;
      delivery_price: string;
      deliver_at: string;
      tick_at: string;
    }[];
    expect(items).toHaveLength(5);
    for (const item of items) {
      expect(item.tick_at).toBe(item.deliver_at);
      expect(item.delivery_price).toBe(usdtPrice(BTC, new Date(item.deliver_at)));
      expect(usdtPrice(BTC, new Date(Date.parse(item.deliver_at) - 30_000))).toBe(item.open_price);
      expect(item.delivery_price).not.toBe(item.open_price);
    }
    expect(await t.reconciles()).toBe(true);
  });

  it('up loses inside the flat band, flat wins there, down loses when the price rises', async () => {
    t = await startDerivApp(await backend.open());
    const bob = await t.verified('bob@example.com');
    await t.fundAccount(bob.id, 'options', '1000');
    for (const direction of ['up', 'flat', 'down'])
      expect((await buy(bob.token, { direction, quantity: '100' })).statusCode).toBe(200);
    t.feed.set(new Date('2030-01-01T00:01:00Z'), '50005'); // Δ = 5 = 0.01 % of 50000: inside the band
    t.clock.advance(MINUTE);
    await t.app.scheduler.runAll();
    const items = (await lists(bob.token, 'settled')).json().data.items as {
      direction: string;
      result: string;
      profit: string;
    }[];
    expect(Object.fromEntries(items.map((i) => [i.direction, [i.result, i.profit]]))).toEqual({
      up: ['lost', '-100'],
      flat: ['won', '20'],
      down: ['lost', '-100'],
    });
    expect(await t.balance(bob.id, 'options')).toEqual({ available: '820', frozen: '0' });
    // Inside the band again: flat wins and down loses.
    await buy(bob.token, { direction: 'down', quantity: '100' });
    t.feed.set(new Date('2030-01-01T00:02:00Z'), '50004.4'); // opened at 50005: Δ = -0.6, inside the band
    await buy(bob.token, { direction: 'flat', quantity: '100' });
    t.clock.advance(MINUTE);
    await t.app.scheduler.runAll();
    const [flat, down] = (await lists(bob.token, 'settled')).json().data.items;
    expect(flat).toMatchObject({
      direction: 'flat',
      result: 'won',
      open_price: '50005',
      delivery_price: '50004.4',
    });
    expect(down).toMatchObject({ direction: 'down', result: 'lost' });
    await buy(bob.token, { direction: 'down', quantity: '100' });
    t.feed.set(new Date('2030-01-01T00:03:00Z'), '49999.3'); // Δ = -5.1, just beyond the band of 5.00044: down wins
    t.clock.advance(MINUTE);
    await t.app.scheduler.runAll();
    expect((await lists(bob.token, 'settled')).json().data.items[0]).toMatchObject({
      direction: 'down',
      result: 'won',
      profit: '20',
    });
    expect(await t.reconciles()).toBe(true);
  });

  it('requires basic KYC, a time, a quantity at least the minimum and enough balance', async () => {
    t = await startDerivApp(await backend.open());
    const carol = await t.user('carol@example.com');
    await t.fundAccount(carol.id, 'options', '1000');
    const kyc = await buy(carol.token, {}, 'zh');
    expect(kyc.statusCode).toBe(403);
    expect(kyc.json()).toMatchObject({ code: 2105, message: '您的账户尚未认证' });
    const dave = await t.verified('dave@example.com');
    await t.fundAccount(dave.id, 'options', '60');
    expect((await buy(dave.token, { seconds: null })).json()).toMatchObject({
      code: 2101,
      message: 'please select option time first',
    });
    expect((await buy(dave.token, { quantity: '' })).json()).toMatchObject({
      code: 2102,
      message: 'quantity empty',
    });
    expect((await buy(dave.token, { seconds: '120', quantity: '49' })).json()).toMatchObject({
      code: 2103,
      message: 'quantity cannot be smaller than the minimum',
    });
    expect((await buy(dave.token, { seconds: '45' })).statusCode).toBe(400);
    const poor = await buy(dave.token, { quantity: '61' });
    expect(poor.statusCode).toBe(422);
    expect(poor.json()).toMatchObject({ code: 2104, message: 'Insufficient balance' });
    expect(await t.balance(dave.id, 'options')).toEqual({ available: '60', frozen: '0' });
    expect((await lists(dave.token, 'waiting')).json().data.total).toBe(0);
    expect((await t.get('/api/microtrade/lists', carol.token)).json().data.total).toBe(0);
    expect((await t.get('/api/microtrade/seconds', '')).statusCode).toBe(401);
  });

  it("never shows one user's options to another", async () => {
    t = await startDerivApp(await backend.open());
    const a = await t.verified('a@example.com');
    const b = await t.verified('b@example.com');
    await t.fundAccount(a.id, 'options', '100');
    await buy(a.token, { quantity: '50' });
    expect((await t.get('/api/microtrade/lists', b.token)).json().data).toMatchObject({
      total: 0,
      items: [],
    });
    expect((await t.get('/api/microtrade/lists', a.token)).json().data.total).toBe(1);
  });
});
