import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { houseAccount, reconcile, userAccount } from '../../src/ledger/index.ts';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import { backends } from '../helpers/backends.ts';
import { startExchangeApp, type ExchangeApp } from '../exchange/fixture.ts';
import { BTC, form, scheduledSource, USDT } from './fixture.ts';

const T0 = new Date('2030-01-01T00:00:00Z');
const DROP = new Date(T0.getTime() + 10 * 60_000);

describe.each(backends())('spot orders on $name', (backend) => {
  let t: ExchangeApp;
  let previous: PriceSource;
  beforeAll(() => {
    previous = setPriceSource(scheduledSource('50000', [[DROP, '48000']]));
  });
  afterAll(() => setPriceSource(previous));
  afterEach(() => t?.close());

  const trade = (token: string, fields: Record<string, string | number>, lang = 'en') =>
    t.post('/api/coin/trade', form(fields), { authorization: token, lang });
  const frozen = async (userId: number, currencyId: number) =>
    (await t.ledger.account(userAccount(userId, currencyId))).frozen;

  it('a market buy fills at once at the feed price with the fee in the coin received, and tells the user', async () => {
    t = await startExchangeApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '10000');
    const events: BusEvent[] = [];
    await t.app.events.delivered(); // earlier events (funding) are not this test's
    t.app.events.onUser(alice.id, (e) => events.push(e));
    const res = await trade(alice.token, {
      pair_id: 1,
      side: 'buy',
      type: 'market',
      quantity: '0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Order filled',
      data: {
        status: 'completed',
        fill_price: '50000',
        amount: '5000',
        fee: '0.0001',
        fee_currency: 'BTC',
        tick_price: '50000',
        tick_at: T0.toISOString(),
      },
    });
    expect(await t.spot(alice.id, USDT)).toBe('5000');
    expect(await t.spot(alice.id, BTC)).toBe('0.0999');
    expect((await t.ledger.account(houseAccount('fees', BTC))).available).toBe('0.0001');
    await t.app.events.delivered();
    const balanceChanged = (currency_id: number) => ({
      type: 'balance.changed',
      data: { currency_id },
    });
    expect(events).toEqual([
      {
        type: 'order.filled',
        data: expect.objectContaining({ id: res.json().data.id, status: 'completed' }),
      },
      balanceChanged(USDT),
      balanceChanged(BTC),
    ]);
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('a market sell pays the quote coin less the fee (rounded up)', async () => {
    t = await startExchangeApp(await backend.open());
    const bob = await t.user('bob@example.com');
    await t.fund(bob.id, BTC, '1');
    const res = await trade(bob.token, {
      pair_id: 1,
      side: 'sell',
      type: 'market',
      quantity: '0.33333',
    });
    expect(res.json().data).toMatchObject({
      amount: '16666.5',
      fee: '16.6665',
      fee_currency: 'USDT',
    });
    expect(await t.spot(bob.id, BTC)).toBe('0.66667');
    expect(await t.spot(bob.id, USDT)).toBe('16649.8335');
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('refuses a buy beyond the balance and a sell beyond the sellable balance, moving nothing', async () => {
    t = await startExchangeApp(await backend.open());
    const carol = await t.user('carol@example.com');
    await t.fund(carol.id, USDT, '100');
    const buy = await trade(carol.token, {
      pair_id: 1,
      side: 'buy',
      type: 'market',
      quantity: '0.01',
    });
    expect(buy.statusCode).toBe(422);
    expect(buy.json()).toEqual({
      code: 1901,
      type: 'error',
      message: 'Insufficient balance',
      data: null,
    });
    const limitBuy = await trade(
      carol.token,
      { pair_id: 1, side: 'buy', type: 'limit', price: '40000', quantity: '0.01' },
      'zh',
    );
    expect(limitBuy.json()).toMatchObject({ code: 1901, message: '余额不足' });
    const sell = await trade(carol.token, {
      pair_id: 1,
      side: 'sell',
      type: 'limit',
      price: '60000',
      quantity: '0.01',
    });
    expect(sell.json()).toEqual({
      code: 1902,
      type: 'error',
      message: 'Insufficient sellable balance',
      data: null,
    });
    expect(await t.spot(carol.id, USDT)).toBe('100');
    expect(await frozen(carol.id, USDT)).toBe('0');
    expect((await t.get('/api/coin/list', carol.token)).json().data.total).toBe(0);
  });

  it('validates quantity and price', async () => {
    t = await startExchangeApp(await backend.open());
    const dan = await t.user('dan@example.com');
    const noPrice = await trade(dan.token, {
      pair_id: 1,
      side: 'buy',
      type: 'limit',
      quantity: '0.1',
    });
    expect(noPrice.json()).toMatchObject({ code: 400, data: { price: 'Please enter the price' } });
    const places = await trade(dan.token, {
      pair_id: 1,
      side: 'buy',
      type: 'limit',
      price: '1.001',
      quantity: '0.1',
    });
    expect(places.json().data).toEqual({
      price: 'Enter a price greater than 0 with at most 2 decimal places',
    });
    const qty = await trade(dan.token, {
      pair_id: 1,
      side: 'buy',
      type: 'market',
      quantity: '0.000001',
    });
    expect(qty.json().data).toEqual({
      quantity: 'Enter a quantity greater than 0 with at most 5 decimal places',
    });
    expect(
      (
        await t.post('/api/coin/trade', form({ pair_id: 1, side: 'buy', type: 'market' }), {
          authorization: dan.token,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await trade(dan.token, { pair_id: 99, side: 'buy', type: 'market', quantity: '1' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.post(
          '/api/coin/trade',
          form({ pair_id: 1, side: 'buy', type: 'market', quantity: '1' }),
        )
      ).statusCode,
    ).toBe(401);
  });

  it('a limit buy freezes its cost, waits while the price stays above, fills when it crosses and records the tick', async () => {
    t = await startExchangeApp(await backend.open());
    const erin = await t.user('erin@example.com');
    await t.fund(erin.id, USDT, '10000');
    const placed = await trade(erin.token, {
      pair_id: 1,
      side: 'buy',
      type: 'limit',
      price: '49000',
      quantity: '0.1',
    });
    expect(placed.json()).toMatchObject({
      message: 'Order placed',
      data: { status: 'waiting', price: '49000', frozen_amount: '4900' },
    });
    expect(await t.spot(erin.id, USDT)).toBe('5100');
    expect(await frozen(erin.id, USDT)).toBe('4900');
    t.clock.advance(9 * 60_000 + 59_000); // 00:09:59, still 50000
    await t.app.scheduler.runAll();
    expect((await t.get('/api/coin/list?status=waiting', erin.token)).json().data.total).toBe(
      0 + 1,
    );
    t.clock.advance(5 * 60_000); // past the drop to 48000 at 00:10
    await t.app.scheduler.runAll();
    const done = (await t.get('/api/coin/list?status=completed', erin.token)).json().data;
    expect(done.items).toEqual([
      expect.objectContaining({
        status: 'completed',
        fill_price: '49000',
        amount: '4900',
        fee: '0.0001',
        tick_at: DROP.toISOString(),
        tick_price: '48000',
        frozen_amount: '0',
      }),
    ]);
    expect(await frozen(erin.id, USDT)).toBe('0');
    expect(await t.spot(erin.id, USDT)).toBe('5100');
    expect(await t.spot(erin.id, BTC)).toBe('0.0999');
    await t.app.scheduler.runAll(); // idempotent
    expect(await t.spot(erin.id, BTC)).toBe('0.0999');
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('a limit sell far above the price waits; amend re-freezes; cancel unfreezes; nobody else can touch it', async () => {
    t = await startExchangeApp(await backend.open());
    const fay = await t.user('fay@example.com');
    const gus = await t.user('gus@example.com');
    await t.fund(fay.id, BTC, '1');
    const id = (
      await trade(fay.token, {
        pair_id: 1,
        side: 'sell',
        type: 'limit',
        price: '90000',
        quantity: '0.4',
      })
    ).json().data.id as number;
    expect(await frozen(fay.id, BTC)).toBe('0.4');
    t.clock.advance(3_600_000);
    await t.app.scheduler.runAll();
    expect(
      (await t.get('/api/coin/list?status=waiting', fay.token)).json().data.items[0],
    ).toMatchObject({ id, status: 'waiting' });
    // Another user: not found, for cancel, amend and listing.
    expect(
      (await t.post('/api/coin/cancel', form({ id }), { authorization: gus.token })).statusCode,
    ).toBe(404);
    const put = (token: string, fields: Record<string, string | number>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/coin/trade',
        payload: new URLSearchParams(form(fields)).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
      });
    expect((await put(gus.token, { id, price: '95000' })).statusCode).toBe(404);
    expect((await t.get('/api/coin/list', gus.token)).json().data.total).toBe(0);
    const amended = await put(fay.token, { id, quantity: '0.6' });
    expect(amended.json()).toMatchObject({
      message: 'Order updated',
      data: { quantity: '0.6', frozen_amount: '0.6' },
    });
    expect(await frozen(fay.id, BTC)).toBe('0.6');
    expect((await put(fay.token, { id, quantity: '1.5' })).json()).toMatchObject({
      code: 1902,
      message: 'Insufficient sellable balance',
    });
    const cancelled = await t.post('/api/coin/cancel', form({ id }), { authorization: fay.token });
    expect(cancelled.json()).toMatchObject({
      message: 'Order cancelled',
      data: { status: 'cancelled', frozen_amount: '0' },
    });
    expect(await frozen(fay.id, BTC)).toBe('0');
    expect(await t.spot(fay.id, BTC)).toBe('1');
    expect(
      (await t.post('/api/coin/cancel', form({ id }), { authorization: fay.token })).json(),
    ).toMatchObject({ code: 1904 });
    expect(
      (await t.get('/api/coin/list?status=cancelled', fay.token)).json().data.items,
    ).toHaveLength(1);
    expect((await reconcile(t.database)).ok).toBe(true);
  });
});
