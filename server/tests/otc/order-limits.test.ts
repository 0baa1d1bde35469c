import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleAs } from '../operators/support.ts';
import { backends } from '../helpers/backends.ts';
import { startOtcApp, USDT, type OtcApp } from './fixture.ts';

// The platform's OTC order limits (settings otc.order_min_amount and otc.order_max_amount, console
// "OTC terms"): an ad's limits must sit within them when it is published, edited or put online
// (422, code 2531, in the user's language), and an order must sit within both the ad's limits and
// the platform's of now (code 2509 with the bounds that apply). An ad for a delisted coin is refused.

const ETH = 2;

describe.each(backends())('OTC order limits on $name', (backend) => {
  let t: OtcApp;
  beforeAll(async () => {
    t = await startOtcApp(await backend.open());
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  const setLimits = async (min: string, max: string) => {
    for (const [key, value] of [
      ['otc.order_min_amount', min],
      ['otc.order_max_amount', max],
    ] as const) {
      const res = await t.operator('setting', 'set', key, value);
      if (res.exitCode !== 0) throw new Error(res.output);
    }
  };

  it('refuses an ad whose limits leave the platform’s, on publish, edit and putting it online', async () => {
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/otc.order_min_amount',
      payload: new URLSearchParams({ value: '50' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: admin.cookie,
        'x-csrf-token': admin.csrf,
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const [audit] = await t.database.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_id = 'otc.order_min_amount' ORDER BY id`,
    );
    expect(audit).toMatchObject({ action: 'setting.set' });
    await setLimits('50', '5000');
    // The two bounds never cross, whichever is changed (the CLI and the console share the check).
    const crossed = await t.operator('setting', 'set', 'otc.order_min_amount', '6000');
    expect(crossed.exitCode).not.toBe(0);
    expect(crossed.output).toMatch(/otc\.order_max_amount, now 5000/);
    const under = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/otc.order_max_amount',
      payload: new URLSearchParams({ value: '40' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: admin.cookie,
        'x-csrf-token': admin.csrf,
        lang: 'zh',
      },
    });
    expect([under.statusCode, under.json().code]).toEqual([400, 2681]);
    expect(JSON.stringify(under.json())).toContain('不能低于 otc.order_min_amount（当前为 50）');
    const m = await t.merchant('limits');
    // The app's market answer says the limits that apply (the ad form shows and checks them).
    const market = (await m.get('/api/trade/currencyList')).json().data;
    expect([market.order_min_amount, market.order_max_amount]).toEqual(['50', '5000']);
    const base = {
      side: 'sell',
      currency_id: USDT,
      price: '1',
      quantity: '2000',
      min_amount: '50',
      max_amount: '2000',
      pay_kinds: 'bank',
    };
    const low = await m.post('/api/trade/publish', { ...base, min_amount: '10' }, 'jp');
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({
      code: 2531,
      message: '広告の 1 回あたりの限度額は 50.00〜5000.00 USD の範囲で設定してください',
    });
    const high = await m.post('/api/trade/publish', {
      ...base,
      quantity: '9000',
      max_amount: '6000',
    });
    expect(high.json()).toMatchObject({
      code: 2531,
      message: 'An ad’s limits must lie between 50.00 and 5000.00 USD per order',
    });
    const ok = await m.post('/api/trade/publish', base);
    expect(ok.statusCode, ok.body).toBe(200);
    const id = ok.json().data.id as number;
    await m.post('/api/trade/updateShow', { id, show: 0 });
    const edit = await m.post('/api/trade/myTradeEdit', { ...base, id, min_amount: '20' }, 'zh');
    expect(edit.json()).toMatchObject({
      code: 2531,
      message: '广告的单笔限额须在 50.00 至 5000.00 USD 之间',
    });
    // The operator narrows the limits: the offline ad cannot go online again until edited.
    await setLimits('100', '5000');
    expect((await m.post('/api/trade/updateShow', { id, show: 1 })).json()).toMatchObject({
      code: 2531,
    });
    expect(
      (await m.post('/api/trade/myTradeEdit', { ...base, id, min_amount: '100' })).statusCode,
    ).toBe(200);
    expect((await m.post('/api/trade/updateShow', { id, show: 1 })).statusCode).toBe(200);
    await setLimits('0.01', '1000000');
  });

  it('refuses an order outside the ad’s or the platform’s limits of now, saying the bounds that apply', async () => {
    await setLimits('0.01', '1000000');
    const m = await t.merchant('seller');
    await t.fundPassword(m);
    const ad = await t.publish(m, { min_amount: '10', max_amount: '1000' });
    const buyer = await t.taker('buyer');
    // The operator narrows the platform's limits after the ad was published.
    await setLimits('20', '500');
    const small = await buyer.post('/api/trade/trade', { ad_id: ad.id, amount: '15' }, 'esp');
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ code: 2509 });
    expect(small.json().message).toContain('20.00');
    expect(small.json().message).toContain('500.00');
    const big = await buyer.post('/api/trade/trade', { ad_id: ad.id, amount: '600' });
    expect(big.json()).toMatchObject({ code: 2509 });
    const order = await buyer.post('/api/trade/trade', { ad_id: ad.id, amount: '400' });
    expect(order.statusCode, order.body).toBe(200);
    await setLimits('0.01', '1000000');
    await t.reconciles();
  });

  it('refuses publishing an ad for a delisted coin, and putting one online again', async () => {
    const m = await t.merchant('eth', [
      [USDT, '1000'],
      [ETH, '10'],
    ]);
    await t.operator('setting', 'set', 'otc.coins', 'USDT,BTC,ETH,BNB');
    const ad = await t.publish(m, {
      currency_id: ETH,
      price: '2500',
      quantity: '1',
      min_amount: '100',
      max_amount: '2500',
    });
    await m.post('/api/trade/updateShow', { id: ad.id, show: 0 });
    const admin = await consoleAs(t, 'admin2@example.com', 'admin');
    expect((await admin.post(`/api/admin/coins/${ETH}/delist`)).statusCode).toBe(200);
    const res = await m.post(
      '/api/trade/publish',
      {
        side: 'sell',
        currency_id: ETH,
        price: '2500',
        quantity: '1',
        min_amount: '100',
        max_amount: '2500',
        pay_kinds: 'bank',
      },
      'kr',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toHaveProperty('currency_id');
    expect((await m.post('/api/trade/updateShow', { id: ad.id, show: 1 })).statusCode).toBe(400);
    await admin.post(`/api/admin/coins/${ETH}/relist`);
  });
});
