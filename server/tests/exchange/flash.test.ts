import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { houseAccount, reconcile } from '../../src/ledger/index.ts';
import {
  setPriceSource,
  SimulatedPriceSource,
  usdtPrice,
  type PriceSource,
} from '../../src/modules/market/prices.ts';
import { backends } from '../helpers/backends.ts';
import { startExchangeApp, type ExchangeApp } from './fixture.ts';

const BTC = 1;
const ETH = 2;
const USDT = 3;
const FIXED: Record<number, string> = { [BTC]: '50000', [ETH]: '2500', [USDT]: '1' };
const fixed: PriceSource = { supports: (id) => id in FIXED, usdtPrice: (id) => FIXED[id] ?? '0' };

describe.each(backends())('flash exchange on $name', (backend) => {
  let t: ExchangeApp;
  let previous: PriceSource;
  beforeAll(() => {
    previous = setPriceSource(fixed);
  });
  afterAll(() => {
    setPriceSource(previous);
  });
  afterEach(() => t?.close());

  const form = (from: number, to: number, amount: string) => ({
    currency_id: String(from),
    to_currency_id: String(to),
    amount,
  });

  it('quotes rate, fee (0.2 % of the proceeds, rounded up) and amount received without moving money', async () => {
    t = await startExchangeApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const res = await t.post('/api/wallet/flashQuote', form(BTC, ETH, '0.1'), {
      authorization: alice.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      currency: 'BTC',
      to_currency: 'ETH',
      amount: '0.1',
      price: '20',
      fee_rate: '0.002',
      fee: '0.004',
      receive: '1.996',
    });
    const tiny = await t.post('/api/wallet/flashQuote', form(USDT, BTC, '0.00000003'), {
      authorization: alice.token,
    });
    // 0.00000003 USDT buys 6e-13 BTC: the fee rounds up to one unit and nothing is left.
    expect(tiny.json()).toMatchObject({ code: 1503, message: 'The amount is too small' });
    expect(await t.spot(alice.id, BTC)).toBe('0');
  });

  it('swaps through the ledger: user pays the swap book, receives from it, the fee goes to the fee house', async () => {
    t = await startExchangeApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, BTC, '1');
    const res = await t.post('/api/wallet/flashAgainst', form(BTC, ETH, '0.1'), {
      authorization: alice.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 1,
      message: 'Exchange completed',
      data: { amount: '0.1', price: '20', fee: '0.004', receive: '1.996' },
    });
    expect(await t.spot(alice.id, BTC)).toBe('0.9');
    expect(await t.spot(alice.id, ETH)).toBe('1.996');
    expect((await t.ledger.account(houseAccount('fees', ETH))).available).toBe('0.004');
    expect((await t.ledger.account(houseAccount('swap', BTC))).available).toBe('0.1');
    expect((await t.ledger.account(houseAccount('swap', ETH))).available).toBe('-2');
    const list = await t.get('/api/wallet/flashAgainstList', alice.token);
    expect(list.json().data).toMatchObject({
      total: 1,
      page: 1,
      limit: 20,
      items: [{ currency: 'BTC', to_currency: 'ETH', price: '20', receive: '1.996' }],
    });
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('refuses an insufficient balance with "Insufficient balance" and leaves nothing behind', async () => {
    t = await startExchangeApp(await backend.open());
    const bob = await t.user('bob@example.com');
    await t.fund(bob.id, USDT, '10');
    const res = await t.post('/api/wallet/flashAgainst', form(USDT, BTC, '10.5'), {
      authorization: bob.token,
      lang: 'zh',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 1501, type: 'error', message: '余额不足', data: null });
    expect(await t.spot(bob.id, USDT)).toBe('10');
    expect((await t.get('/api/wallet/flashAgainstList', bob.token)).json().data.total).toBe(0);
  });

  it('validates coins and amounts', async () => {
    t = await startExchangeApp(await backend.open());
    const bob = await t.user('bob@example.com');
    const same = await t.post('/api/wallet/flashAgainst', form(BTC, BTC, '1'), {
      authorization: bob.token,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().data).toEqual({ to_currency_id: 'Choose two different coins' });
    const places = await t.post('/api/wallet/flashQuote', form(USDT, BTC, '1.123456789'), {
      authorization: bob.token,
    });
    expect(places.json().data).toEqual({
      amount: 'Enter an amount greater than 0 with at most 8 decimal places',
    });
    const unknown = await t.post('/api/wallet/flashQuote', form(99, BTC, '1'), {
      authorization: bob.token,
    });
    expect(unknown.statusCode).toBe(400);
    const noMarket = await t.post('/api/wallet/flashQuote', form(4, BTC, '1'), {
      authorization: bob.token,
    });
    expect(noMarket.json().code).toBe(1507);
    expect((await t.post('/api/wallet/flashQuote', form(USDT, BTC, '1'))).statusCode).toBe(401);
  });

  it('never overdraws under parallel requests', async () => {
    t = await startExchangeApp(await backend.open());
    const carol = await t.user('carol@example.com');
    await t.fund(carol.id, BTC, '1');
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.post('/api/wallet/flashAgainst', form(BTC, USDT, '0.3'), { authorization: carol.token }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(5);
    expect(await t.spot(carol.id, BTC)).toBe('0.1');
    expect(await t.spot(carol.id, USDT)).toBe('44910'); // 3 x (15000 - 30 fee)
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('shows each user only their own exchanges', async () => {
    t = await startExchangeApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const eve = await t.user('eve@example.com');
    await t.fund(alice.id, USDT, '100');
    await t.post('/api/wallet/flashAgainst', form(USDT, ETH, '50'), { authorization: alice.token });
    await t.post('/api/wallet/flashAgainst', form(USDT, BTC, '25'), { authorization: alice.token });
    const second = (await t.get('/api/wallet/flashAgainstList?page=2&limit=1', alice.token)).json()
      .data;
    expect(second).toMatchObject({ total: 2, page: 2, limit: 1, items: [{ to_currency: 'ETH' }] });
    expect((await t.get('/api/wallet/flashAgainstList', eve.token)).json().data).toEqual({
      items: [],
      total: 0,
      page: 1,
      limit: 20,
    });
    const coins = (await t.get('/api/wallet/flashCoins', alice.token)).json().data as {
      currency: string;
      available: string;
    }[];
    expect(coins.find((c) => c.currency === 'ETH')?.available).toBe('0.01996');
    expect(coins.find((c) => c.currency === 'USDT')?.available).toBe('25');
    expect(coins.map((c) => c.currency)).toEqual(['USDT', 'BTC', 'ETH']);
  });
});

describe.each(backends())('flash exchange at simulated prices on $name', (backend) => {
  let t: ExchangeApp;
  afterEach(() => t?.close());

  it('records the simulated market price of the moment of the request', async () => {
    const previous = setPriceSource(new SimulatedPriceSource());
    try {
      t = await startExchangeApp(await backend.open());
      const dave = await t.user('dave@example.com');
      await t.fund(dave.id, USDT, '1000');
      const at = t.clock();
      const res = await t.post(
        '/api/wallet/flashAgainst',
        { currency_id: '3', to_currency_id: '1', amount: '1000' },
        { authorization: dave.token },
      );
      expect(res.statusCode).toBe(200);
      const { price, receive, fee } = res.json().data as {
        price: string;
        receive: string;
        fee: string;
      };
      const expected = 1 / Number(usdtPrice(BTC, at));
      expect(Number(price) / expected).toBeCloseTo(1, 9);
      expect(Number(receive) + Number(fee)).toBeCloseTo(1000 * Number(price), 7);
      expect(await t.spot(dave.id, BTC)).toBe(receive);
    } finally {
      setPriceSource(previous);
    }
  });
});
