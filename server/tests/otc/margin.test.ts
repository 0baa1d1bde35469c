import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { BTC, startOtcApp, USDT, type OtcApp } from './fixture.ts';

describe.each(backends())('OTC margin on $name', (backend) => {
  let t: OtcApp;
  beforeAll(async () => {
    t = await startOtcApp(await backend.open());
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  it('shows the market terms from the settings, and follows an operator change', async () => {
    const u = await t.user();
    const market = (await u.get('/api/trade/currencyList')).json().data;
    expect(market).toMatchObject({
      legal: 'USD',
      margin_currency: 'USDT',
      margin_amount: '100',
      fee_rate: '0.001',
      pay_minutes: 15,
      confirm_minutes: 30,
    });
    expect(market.currencies.map((c: { currency: string }) => c.currency)).toEqual([
      'USDT',
      'BTC',
      'ETH',
      'BNB',
    ]);
    expect(market.currencies[0]).toEqual({
      currency_id: USDT,
      currency: 'USDT',
      decimals: 8,
      reference_price: '1',
    });
    expect(Number(market.currencies[1].reference_price)).toBeGreaterThan(1000);
    expect((await t.operator('setting', 'set', 'otc.pay_minutes', '20')).exitCode).toBe(0);
    expect((await u.get('/api/trade/currencyList')).json().data.pay_minutes).toBe(20);
    await t.operator('setting', 'set', 'otc.pay_minutes', '15');
  });

  it('pays the margin only with basic KYC and enough USDT, freezing it once', async () => {
    const u = await t.user();
    const bail = (await u.get('/api/trade/bail')).json().data;
    expect(bail).toEqual({
      currency_id: USDT,
      currency: 'USDT',
      required_amount: '100',
      paid_amount: '0',
      paid: false,
      paid_at: null,
      available: '0',
      refund_blocker: null,
    });
    const noKyc = await u.post('/api/trade/transfer', {}, 'zh');
    expect(noKyc.statusCode).toBe(403);
    expect(noKyc.json()).toMatchObject({ code: 2520, message: '请先完成实名认证' });
    await t.passKyc(u);
    await t.fund(u, USDT, '99.5');
    const short = await u.post('/api/trade/transfer');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 2517, message: 'Insufficient balance' });
    expect(await t.balance(u, USDT)).toEqual({ available: '99.5', frozen: '0' });
    await t.fund(u, USDT, '10');
    const paid = await u.post('/api/trade/transfer');
    expect(paid.json()).toMatchObject({
      message: 'Margin paid',
      data: {
        paid: true,
        paid_amount: '100',
        available: '9.5',
        refund_blocker: null,
        paid_at: t.clock().toISOString(),
      },
    });
    expect(await t.balance(u, USDT)).toEqual({ available: '9.5', frozen: '100' });
    const again = await u.post('/api/trade/transfer');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(2502);
    expect(await t.balance(u, USDT)).toEqual({ available: '9.5', frozen: '100' });
    await t.reconciles();
  });

  it('two payments racing freeze the margin once', async () => {
    const u = await t.taker('race', [[USDT, '500']]);
    const results = await Promise.all([
      u.post('/api/trade/transfer'),
      u.post('/api/trade/transfer'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.balance(u, USDT)).toEqual({ available: '400', frozen: '100' });
    await t.reconciles();
  });

  it('refunds only without online ads and open orders on them, and records both ways', async () => {
    const m = await t.merchant();
    const notPaid = await (await t.user()).post('/api/trade/refund');
    expect(notPaid.json()).toMatchObject({
      code: 2501,
      message: 'Please pay the margin before publishing',
    });
    const ad = await t.publish(m, {
      side: 'buy',
      currency_id: BTC,
      price: '50000',
      quantity: '0.1',
      min_amount: '100',
      max_amount: '5000',
      pay_kinds: 'bank',
    });
    expect((await m.get('/api/trade/bail')).json().data.refund_blocker).toBe('online_ads');
    const blocked = await m.post('/api/trade/refund');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 2503 });
    // an order on the ad keeps the margin even once the ad is offline
    const seller = await t.taker('seller', [[BTC, '1']]);
    await t.bind(seller, ['bank']);
    const order = await t.order(seller, ad.id, { quantity: '0.01' });
    await m.post('/api/trade/updateShow', { id: ad.id, show: 0 });
    expect((await m.get('/api/trade/bail')).json().data.refund_blocker).toBe('open_orders');
    expect((await m.post('/api/trade/refund')).json().code).toBe(2503);
    await t.pay(m, order.id);
    await t.fundPassword(seller);
    expect(
      (await seller.post('/api/trade/confirm', { id: order.id, fund_password: '123456' }))
        .statusCode,
    ).toBe(200);
    const refunded = await m.post('/api/trade/refund');
    expect(refunded.json()).toMatchObject({
      message: 'Margin refunded',
      data: { paid: false, paid_amount: '0', refund_blocker: null },
    });
    expect(await t.balance(m, USDT)).toEqual({ available: '10000', frozen: '0' });
    const records = (await m.get('/api/trade/transferRecord')).json().data;
    expect(records).toMatchObject({
      total: 2,
      items: [
        { kind: 'refund', currency: 'USDT', amount: '100' },
        { kind: 'pay', currency: 'USDT', amount: '100' },
      ],
    });
    expect((await (await t.user()).get('/api/trade/transferRecord')).json().data).toMatchObject({
      total: 0,
      items: [],
    });
    // without the margin nothing new goes online
    const again = await m.post('/api/trade/publish', {
      side: 'buy',
      currency_id: USDT,
      price: '1',
      quantity: '10',
      min_amount: '1',
      max_amount: '10',
      pay_kinds: 'bank',
    });
    expect(again.json()).toMatchObject({
      code: 2501,
      message: 'Please pay the margin before publishing',
    });
    expect((await m.post('/api/trade/updateShow', { id: ad.id, show: 1 })).json().code).toBe(2501);
    await t.reconciles();
  });
});
