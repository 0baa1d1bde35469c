// The public market calls and the holdings list through the HTTP contract, on the real simulator.
import { afterEach, describe, expect, it } from 'vitest';
import { candles } from '../../src/modules/market/candles.ts';
import { PAIRS } from '../../src/modules/market/pairs.ts';
import { usdtPrice } from '../../src/modules/market/prices.ts';
import { presentCandle } from '../../src/modules/market/present.ts';
import { backends } from '../helpers/backends.ts';
import { startExchangeApp, type ExchangeApp } from '../exchange/fixture.ts';

describe.each(backends())('market calls on $name', (backend) => {
  let t: ExchangeApp;
  afterEach(() => t?.close());

  it('quotes every pair grouped by quote coin, k-line candles and deals, without a session', async () => {
    t = await startExchangeApp(await backend.open());
    const now = t.clock();
    const quotes = (
      await t.app.inject({ method: 'GET', url: '/api/currency/quotation_new' })
    ).json();
    expect(quotes.data.groups.map((g: { quote: string }) => g.quote)).toEqual(['USDT', 'BTC']);
    const btc = quotes.data.groups[0].pairs[0];
    expect(btc).toMatchObject({ pair_id: 1, symbol: 'BTC/USDT', price: usdtPrice(1, now) });
    expect(Number(btc.high)).toBeGreaterThanOrEqual(Number(btc.low));
    const kline = (
      await t.app.inject({
        method: 'GET',
        url: '/api/currency/new_timeshar?symbol=BTC/USDT&period=5min&limit=10',
      })
    ).json().data;
    expect(kline.candles).toHaveLength(10);
    expect(kline.candles.at(-1)).toEqual(
      presentCandle(candles(PAIRS[0]!, '5min', now, 1)[0]!, PAIRS[0]!),
    );
    expect(kline.candles.at(-1).close).toBe(btc.price);
    const byId = (
      await t.app.inject({
        method: 'GET',
        url: '/api/currency/new_timeshar?pair_id=9&period=1week&limit=2',
      })
    ).json().data;
    expect(byId).toMatchObject({ symbol: 'ETH/BTC', period: '1week' });
    expect(new Date(byId.candles[1].time).getUTCDay()).toBe(1); // Monday
    const deals = (
      await t.app.inject({ method: 'GET', url: '/api/currency/deal?symbol=btcusdt&limit=6' })
    ).json().data;
    expect(deals.items).toHaveLength(6);
    expect(deals.items.every((d: { time: number }) => d.time <= now.getTime())).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/currency/new_timeshar?symbol=NOPE/USDT&period=1min',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/currency/new_timeshar?pair_id=1&period=2min',
        })
      ).statusCode,
    ).toBe(400);
  });

  it("lists the signed-in user's holdings valued in USDT", async () => {
    t = await startExchangeApp(await backend.open());
    const alice = await t.user('alice@example.com');
    expect((await t.get('/api/currency/user_currency_list', alice.token)).json().data).toEqual([]);
    await t.fund(alice.id, 3, '100');
    await t.fund(alice.id, 1, '0.5');
    const list = (await t.get('/api/currency/user_currency_list', alice.token)).json().data;
    expect(list.map((h: { currency: string }) => h.currency)).toEqual(['BTC', 'USDT']);
    expect(list[0]).toMatchObject({
      currency_id: 1,
      available: '0.5',
      pair_id: 1,
      symbol: 'BTC/USDT',
    });
    expect(list[1]).toMatchObject({ usdt_value: '100', pair_id: null, change: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/currency/user_currency_list' })).statusCode,
    ).toBe(401);
  });
});
