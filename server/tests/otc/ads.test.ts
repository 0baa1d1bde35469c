import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { BTC, startOtcApp, USDT, type OtcApp } from './fixture.ts';

describe.each(backends())('OTC ads on $name', (backend) => {
  let t: OtcApp;
  beforeAll(async () => {
    t = await startOtcApp(await backend.open());
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  it('publishes a sell ad only with KYC, the margin, bound methods, sane limits and the coins, which it freezes', async () => {
    const noKyc = await (
      await t.user()
    ).post('/api/trade/publish', {
      side: 'sell',
      currency_id: USDT,
      price: '1',
      quantity: '10',
      min_amount: '1',
      max_amount: '10',
      pay_kinds: 'bank',
    });
    expect(noKyc.json()).toMatchObject({ code: 2520 });
    const m = await t.merchant('seller', [[USDT, '1000']]);
    const base = {
      side: 'sell',
      currency_id: USDT,
      price: '1.25',
      quantity: '500',
      min_amount: '10',
      max_amount: '600',
      pay_kinds: 'bank,wechat',
    };
    const publish = (form: Record<string, string | number>, lang = 'en') =>
      m.post('/api/trade/publish', { ...base, ...form }, lang);
    expect((await publish({ min_amount: '700' })).json()).toMatchObject({ code: 2505 }); // above the maximum
    expect((await publish({ min_amount: '626', max_amount: '1000' })).json()).toMatchObject({
      code: 2505,
    }); // above 500 x 1.25
    expect((await publish({ quantity: '1.123456789' })).json()).toMatchObject({
      code: 400,
      data: { quantity: 'Enter a number greater than 0 with at most 8 decimal places' },
    });
    expect((await publish({ min_amount: '1.001' })).statusCode).toBe(400);
    expect((await publish({ currency_id: 5 })).json()).toMatchObject({
      code: 400,
      data: { currency_id: 'This coin cannot be traded peer-to-peer' },
    });
    expect((await publish({ quantity: '1000.5' })).json()).toMatchObject({ code: 2517 });
    expect((await publish({ pay_kinds: 'sepa' })).statusCode).toBe(400);
    const other = await t.merchant('unbound');
    const unbound = await other.post('/api/trade/publish', { ...base }, 'kr');
    expect(unbound.statusCode).toBe(200); // merchants have every method bound; a fresh user does not:
    const plain = await t.taker('plain', [[USDT, '1000']]);
    await t.fund(plain, USDT, '100');
    await plain.post('/api/trade/transfer');
    expect((await plain.post('/api/trade/publish', base)).json()).toMatchObject({
      code: 2504,
      message: 'Please bind the payment method first',
    });
    expect(await t.balance(m, USDT)).toEqual({ available: '900', frozen: '100' });

    const res = await publish({ remark: '  Fast release  ' });
    expect(res.json()).toMatchObject({
      message: 'Ad published',
      data: {
        side: 'sell',
        status: 'online',
        currency: 'USDT',
        legal: 'USD',
        price: '1.25',
        total_quantity: '500',
        remaining_quantity: '500',
        min_amount: '10',
        max_amount: '600',
        pay_kinds: ['bank', 'wechat'],
        remark: 'Fast release',
        open_orders: 0,
        mine: true,
        trader: {
          user_id: m.id,
          verified: true,
          verified_merchant: false,
          completed_orders: 0,
          completion_rate: null,
          average_release_minutes: null,
        },
      },
    });
    expect(await t.balance(m, USDT)).toEqual({ available: '400', frozen: '600' });
    // a buy ad freezes nothing
    await t.publish(m, {
      side: 'buy',
      currency_id: BTC,
      price: '50000',
      quantity: '1',
      min_amount: '100',
      max_amount: '50000',
      pay_kinds: 'bank',
    });
    expect(await t.balance(m, USDT)).toEqual({ available: '400', frozen: '600' });
    expect(await t.balance(m, BTC)).toEqual({ available: '0', frozen: '0' });
    await t.reconciles();
  });

  it('edits only offline ads without open orders; the freeze follows the remaining quantity', async () => {
    const m = await t.merchant('editor', [[USDT, '1000']]);
    const ad = await t.publish(m, { quantity: '200', min_amount: '10', max_amount: '250' });
    const fields = {
      id: ad.id,
      price: '1.3',
      quantity: '300',
      min_amount: '10',
      max_amount: '300',
      pay_kinds: 'bank',
      remark: 'edited',
    };
    const online = await m.post('/api/trade/myTradeEdit', fields, 'esp');
    expect(online.json()).toMatchObject({
      code: 2514,
      message: 'Desactiva el anuncio antes de editarlo',
    });
    expect((await m.post('/api/trade/updateShow', { id: ad.id, show: 0 })).json()).toMatchObject({
      message: 'The ad is offline',
      data: { status: 'offline' },
    });
    const up = await m.post('/api/trade/myTradeEdit', fields);
    expect(up.json()).toMatchObject({
      message: 'Ad saved',
      data: {
        status: 'offline',
        price: '1.3',
        total_quantity: '300',
        remaining_quantity: '300',
        pay_kinds: ['bank'],
        remark: 'edited',
      },
    });
    expect(await t.balance(m, USDT)).toEqual({ available: '600', frozen: '400' }); // 100 margin + 300
    expect(
      (await m.post('/api/trade/myTradeEdit', { ...fields, quantity: '950' })).json().code,
    ).toBe(2517);
    await m.post('/api/trade/myTradeEdit', { ...fields, quantity: '50', max_amount: '60' });
    expect(await t.balance(m, USDT)).toEqual({ available: '850', frozen: '150' });

    // once 20 are traded, the quantity cannot go below 20 and the freeze covers only the rest
    await m.post('/api/trade/updateShow', { id: ad.id, show: 1 });
    const buyer = await t.taker('buyer');
    await t.fundPassword(m);
    const order = await t.order(buyer, ad.id, { quantity: '20' });
    await m.post('/api/trade/updateShow', { id: ad.id, show: 0 });
    expect((await m.post('/api/trade/myTradeEdit', fields)).json()).toMatchObject({
      code: 2513,
      message: 'The ad has open orders',
    });
    expect((await m.post('/api/trade/cancelTrade', { id: ad.id })).json().code).toBe(2513);
    await t.pay(buyer, order.id);
    await m.post('/api/trade/confirm', { id: order.id, fund_password: '123456' });
    expect(
      (await m.post('/api/trade/myTradeEdit', { ...fields, quantity: '19.99' })).json(),
    ).toMatchObject({
      code: 2505,
      message: 'The quantity cannot be less than what has already been traded',
    });
    const after = (await m.post('/api/trade/myTradeEdit', { ...fields, quantity: '120' })).json()
      .data;
    expect(after).toMatchObject({ total_quantity: '120', remaining_quantity: '100' });
    expect(await t.balance(m, USDT)).toEqual({ available: '780', frozen: '200' }); // 1000 - 20 sold; 100 margin + 100 ad
    await t.reconciles();
  });

  it("deletes an ad, unfreezing a sell ad's remaining coins, and hides it from the lists", async () => {
    const m = await t.merchant('deleter', [[USDT, '1000']]);
    const ad = await t.publish(m, { quantity: '300', max_amount: '300' });
    expect(await t.balance(m, USDT)).toEqual({ available: '600', frozen: '400' });
    const res = await m.post('/api/trade/cancelTrade', { id: ad.id });
    expect(res.json()).toEqual({ code: 1, type: 'ok', message: 'Ad deleted', data: null });
    expect(await t.balance(m, USDT)).toEqual({ available: '900', frozen: '100' });
    expect((await m.post('/api/trade/cancelTrade', { id: ad.id })).statusCode).toBe(404);
    expect((await m.get(`/api/trade/myTradeDetail?id=${ad.id}`)).statusCode).toBe(404);
    expect((await m.get('/api/trade/myTradeList')).json().data.total).toBe(0);
    await t.reconciles();
  });

  it("shows an owner their ads and nobody else (404), and never changes another user's ad", async () => {
    const m = await t.merchant('owner');
    const intruder = await t.merchant('intruder');
    const online = await t.publish(m);
    const offline = await t.publish(m, { side: 'buy', quantity: '100', max_amount: '125' });
    await m.post('/api/trade/updateShow', { id: offline.id, show: 0 });
    const mine = (await m.get('/api/trade/myTradeList')).json().data;
    expect(mine.items.map((a: { id: number }) => a.id)).toEqual([offline.id, online.id]);
    expect(
      (await m.get('/api/trade/myTradeList?status=offline'))
        .json()
        .data.items.map((a: { id: number }) => a.id),
    ).toEqual([offline.id]);
    const detail = (await m.get(`/api/trade/myTradeDetail?id=${online.id}`)).json().data;
    expect(detail).toMatchObject({ ad: { id: online.id, mine: true }, orders: [] });
    const before = await t.balance(m, USDT);
    for (const [url, form] of [
      [
        '/api/trade/myTradeEdit',
        {
          id: offline.id,
          price: '1',
          quantity: '1',
          min_amount: '1',
          max_amount: '1',
          pay_kinds: 'bank',
        },
      ],
      ['/api/trade/updateShow', { id: online.id, show: 0 }],
      ['/api/trade/cancelTrade', { id: online.id }],
    ] as const) {
      expect((await intruder.post(url, form)).statusCode).toBe(404);
    }
    expect((await intruder.get(`/api/trade/myTradeDetail?id=${online.id}`)).statusCode).toBe(404);
    expect((await intruder.get('/api/trade/myTradeList')).json().data.total).toBe(0);
    expect(await t.balance(m, USDT)).toEqual(before);
    expect((await m.get(`/api/trade/myTradeDetail?id=${online.id}`)).json().data.ad.status).toBe(
      'online',
    );
  });

  it("lists online ads best price first, with traders' stats but no contact data, and a trader profile", async () => {
    const a = await t.merchant('cheap');
    const b = await t.merchant('dear');
    const cheap = await t.publish(a, {
      currency_id: BTC,
      price: '60000',
      quantity: '0.5',
      min_amount: '100',
      max_amount: '30000',
      pay_kinds: 'alipay',
    });
    const dear = await t.publish(b, {
      currency_id: BTC,
      price: '61000',
      quantity: '0.5',
      min_amount: '100',
      max_amount: '30000',
      pay_kinds: 'bank',
    });
    const dust = await t.publish(b, {
      currency_id: BTC,
      price: '59000',
      quantity: '0.001',
      min_amount: '50',
      max_amount: '59',
      pay_kinds: 'bank',
    });
    const tooSmall = await t.publish(b, {
      currency_id: BTC,
      price: '58000',
      quantity: '0.001',
      min_amount: '58',
      max_amount: '58',
      pay_kinds: 'bank',
    });
    const hidden = await t.publish(b, {
      currency_id: BTC,
      price: '57000',
      quantity: '0.1',
      min_amount: '100',
      max_amount: '5700',
    });
    // once 0.0011 is taken, 0.0009 x 56000 = 50.40 < 60 cannot take the minimum order: not listed
    const drained = await t.publish(b, {
      currency_id: BTC,
      price: '56000',
      quantity: '0.002',
      min_amount: '60',
      max_amount: '112',
    });
    await t.order(await t.taker('drainer'), drained.id, { quantity: '0.0011' });
    await b.post('/api/trade/updateShow', { id: hidden.id, show: 0 });
    await t.publish(a, {
      side: 'buy',
      currency_id: BTC,
      price: '59500',
      quantity: '0.2',
      min_amount: '100',
      max_amount: '10000',
      pay_kinds: 'bank',
    });
    const viewer = await t.user('viewer');
    const sells = (await viewer.get(`/api/trade/tradeList?side=sell&currency_id=${BTC}`)).json()
      .data;
    const ids = sells.items.map((ad: { id: number }) => ad.id);
    expect(ids).toEqual([tooSmall.id, dust.id, cheap.id, dear.id]); // 58 x 0.001 = 58 >= 58: still allows the minimum
    expect(
      sells.items.every(
        (ad: { mine: boolean; open_orders: number }) => !ad.mine && ad.open_orders === 0,
      ),
    ).toBe(true);
    expect(Object.keys(sells.items[0].trader).sort()).toEqual([
      'average_release_minutes',
      'completed_orders',
      'completion_rate',
      'joined_at',
      'nickname',
      'user_id',
      'verified',
      'verified_merchant',
    ]);
    expect(JSON.stringify(sells)).not.toMatch(/6222|SOMCHAI|@alipay|@wechat|(cheap|dear)\.\d+@/); // nicknames are masked accounts
    const paged = (
      await viewer.get(`/api/trade/tradeList?side=sell&currency_id=${BTC}&limit=2&page=2`)
    ).json().data;
    expect(paged).toMatchObject({
      total: 4,
      page: 2,
      limit: 2,
      items: [{ id: cheap.id }, { id: dear.id }],
    });
    const byAlipay = (
      await viewer.get(`/api/trade/tradeList?side=sell&currency_id=${BTC}&pay_kind=alipay`)
    ).json().data;
    expect(byAlipay.items.map((ad: { id: number }) => ad.id)).toEqual([cheap.id]);
    const buys = (await a.get(`/api/trade/tradeList?side=buy&currency_id=${BTC}`)).json().data;
    expect(buys.items[0]).toMatchObject({ side: 'buy', price: '59500', mine: true }); // dearest first
    const prices = buys.items.map((ad: { price: string }) => Number(ad.price));
    expect(prices).toEqual([...prices].sort((x, y) => y - x));

    const profile = (await viewer.get(`/api/trade/agent?user_id=${b.id}`)).json().data;
    expect(profile.trader).toMatchObject({ user_id: b.id, verified: true, completed_orders: 0 });
    expect(profile.ads.map((ad: { id: number }) => ad.id)).toEqual([
      drained.id,
      tooSmall.id,
      dust.id,
      dear.id,
    ]); // online, newest first
    expect((await viewer.get('/api/trade/agent')).json().data).toMatchObject({
      trader: { user_id: viewer.id, verified: false },
      ads: [],
    });
    expect((await viewer.get('/api/trade/agent?user_id=999999')).statusCode).toBe(404);
  });
});
