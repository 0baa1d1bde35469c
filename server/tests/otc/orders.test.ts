import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import { backends } from '../helpers/backends.ts';
import { BTC, MINUTE, startOtcApp, USDT, type OtcApp, type OtcUser } from './fixture.ts';

describe.each(backends())('OTC orders on $name', (backend) => {
  let t: OtcApp;
  beforeAll(async () => {
    t = await startOtcApp(await backend.open());
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  const trade = (u: OtcUser, form: Record<string, string | number>, lang = 'en') =>
    u.post('/api/trade/trade', form, lang);

  it('places an order on a sell ad by amount or quantity, refusing each rule with its code', async () => {
    const m = await t.merchant('seller', [[USDT, '2000']]);
    const ad = await t.publish(m);
    const small = await t.publish(m, {
      price: '1',
      quantity: '100',
      min_amount: '5',
      max_amount: '1000',
    });
    const odd = await t.publish(m, {
      price: '7.13',
      quantity: '100',
      min_amount: '10',
      max_amount: '713',
    });
    const newcomer = await t.user('newcomer');
    expect((await trade(newcomer, { ad_id: ad.id })).json()).toMatchObject({
      code: 2530,
      message: 'Please enter the amount or quantity',
    });
    expect((await trade(newcomer, { ad_id: ad.id, amount: '100' })).json()).toMatchObject({
      code: 2520,
    });
    const buyer = await t.taker('buyer');
    expect((await trade(buyer, { ad_id: 999999, amount: '100' })).statusCode).toBe(404);
    expect((await trade(m, { ad_id: ad.id, amount: '100' })).json()).toMatchObject({
      code: 2507,
      message: 'You cannot trade on your own ad',
    });
    await m.post('/api/trade/updateShow', { id: ad.id, show: 0 });
    expect((await trade(buyer, { ad_id: ad.id, amount: '100' })).json()).toMatchObject({
      code: 2508,
    });
    await m.post('/api/trade/updateShow', { id: ad.id, show: 1 });
    const low = await trade(buyer, { ad_id: ad.id, amount: '9.99' }, 'jp');
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({
      code: 2509,
      message: '注文金額は 10.00～1000.00 USD の範囲で入力してください',
    });
    expect((await trade(buyer, { ad_id: ad.id, quantity: '800.01' })).json().code).toBe(2509); // 1000.0125 USD
    expect((await trade(buyer, { ad_id: small.id, quantity: '100.01' })).json()).toMatchObject({
      code: 2510,
    });
    expect((await trade(buyer, { ad_id: ad.id, amount: '10.001' })).statusCode).toBe(400);

    // 100 / 7.13 = 14.02524544 (truncated); x 7.13 = 99.9999999872 -> 100.00
    expect((await trade(buyer, { ad_id: odd.id, amount: '100' })).json().data).toMatchObject({
      quantity: '14.02524544',
      amount: '100',
      price: '7.13',
    });
    expect((await trade(buyer, { ad_id: small.id, quantity: '9.995' })).json().data).toMatchObject({
      quantity: '9.995',
      amount: '10',
    }); // 9.995 half-up
    const res = await trade(buyer, { ad_id: ad.id, amount: '100' });
    expect(res.json()).toMatchObject({
      message: 'Order placed. Please pay within 15 minutes',
      data: {
        ad_id: ad.id,
        role: 'buyer',
        status: 'to_be_paid',
        currency: 'USDT',
        legal: 'USD',
        price: '1.25',
        quantity: '80',
        amount: '100',
        fee: '0.08',
        receive_quantity: '79.92',
        min_amount: '10',
        max_amount: '1000',
        buyer: { user_id: buyer.id },
        seller: { user_id: m.id },
        pay_kinds: ['bank', 'alipay'],
        payment_kind: null,
        payment_voucher_upload_id: null,
        paid_at: null,
        appeal_after: null,
        pay_deadline: new Date(t.clock().getTime() + 15 * MINUTE).toISOString(),
        cancel_reason: null,
        appeal: null,
        receiving: [
          {
            kind: 'bank',
            account: '6222020200112233445',
            holder: 'SOMCHAI JAIDEE',
            bank_name: 'Bangkok Bank',
            branch: 'Silom',
            qr_upload_id: null,
          },
          {
            kind: 'alipay',
            account: expect.stringMatching(/@alipay$/),
            holder: 'Hanako Yamada',
            bank_name: null,
            branch: null,
            qr_upload_id: expect.any(String),
          },
        ],
      },
    });
    expect(res.json().data.order_no).toMatch(/^20300101\d{8}$/);
    // the coins left the ad's reservation for escrow; the ad shows what is left and its open order
    expect(await t.balance(m, USDT)).toEqual({ available: '700', frozen: '1195.97975456' }); // 100 margin + 920 + 90.005 + 85.97475456
    const detail = (await m.get(`/api/trade/myTradeDetail?id=${ad.id}`)).json().data;
    expect(detail.ad).toMatchObject({ remaining_quantity: '920', open_orders: 1 });
    expect(detail.orders).toMatchObject([{ id: res.json().data.id, role: 'seller' }]);
    await t.reconciles();
  });

  it('runs a sell-ad order: the buyer pays, the seller confirms with the fund password, the buyer gets the coins less the fee', async () => {
    const m = await t.merchant('seller', [[USDT, '1000']]);
    const ad = await t.publish(m, { quantity: '500', max_amount: '600' });
    const buyer = await t.taker('buyer');
    const stranger = await t.taker('stranger');
    const events: BusEvent[] = [];
    await t.app.events.delivered(); // earlier events (funding) are not this test's
    t.app.events.onUser(buyer.id, (e) => events.push(e));
    const order = await t.order(buyer, ad.id, { quantity: '100' });
    const escrowBefore = await t.house('otc_escrow', USDT);
    const feesBefore = await t.house('fees', USDT);

    for (const [url, form] of [
      [
        '/api/trade/pay',
        { id: order.id, payment_kind: 'bank', voucher_upload_id: await t.voucher(stranger) },
      ],
      ['/api/trade/confirm', { id: order.id, fund_password: '123456' }],
      ['/api/trade/cancelTradeOrder', { id: order.id }],
      [
        '/api/trade/appeal',
        {
          id: order.id,
          description: 'not mine at all',
          voucher_upload_id: await t.voucher(stranger),
        },
      ],
    ] as const) {
      expect((await stranger.post(url, form)).statusCode).toBe(404);
    }
    expect((await t.detail(stranger, order.id)).statusCode).toBe(404);

    const pay = (u: OtcUser, form: Record<string, string | number>) =>
      u.post('/api/trade/pay', { id: order.id, payment_kind: 'bank', ...form });
    expect((await pay(m, { voucher_upload_id: await t.voucher(m) })).json()).toMatchObject({
      code: 2516,
      message: 'Only the buyer can do this',
    });
    expect(
      (
        await pay(buyer, { payment_kind: 'wechat', voucher_upload_id: await t.voucher(buyer) })
      ).json(),
    ).toMatchObject({ code: 2504 });
    expect((await pay(buyer, { voucher_upload_id: await t.voucher(m) })).json()).toMatchObject({
      code: 400,
      data: { voucher_upload_id: 'Please upload the image again' },
    });
    const seller = (u: OtcUser) =>
      u.post('/api/trade/confirm', { id: order.id, fund_password: '123456' });
    expect((await seller(m)).json().code).toBe(2511); // not paid yet
    t.clock.advance(2 * MINUTE);
    const voucher = await t.voucher(buyer);
    const paid = await pay(buyer, { voucher_upload_id: voucher });
    expect(paid.json()).toMatchObject({
      message: 'Marked as paid. Waiting for the seller to release the coins',
      data: {
        status: 'to_be_confirmed',
        payment_kind: 'bank',
        payment_voucher_upload_id: voucher,
        paid_at: t.clock().toISOString(),
        appeal_after: new Date(t.clock().getTime() + 30 * MINUTE).toISOString(),
      },
    });
    expect((await pay(buyer, { voucher_upload_id: voucher })).json().code).toBe(2511);
    expect((await buyer.post('/api/trade/cancelTradeOrder', { id: order.id })).json().code).toBe(
      2511,
    );
    expect((await seller(buyer)).json()).toMatchObject({
      code: 2516,
      message: 'Only the seller can do this',
    });

    t.clock.advance(3 * MINUTE);
    const noPassword = await seller(m);
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().code).toBe(1301);
    await t.fundPassword(m);
    expect(
      (await m.post('/api/trade/confirm', { id: order.id, fund_password: '654321' })).json().code,
    ).toBe(1302);
    expect(await t.balance(buyer, USDT)).toEqual({ available: '0', frozen: '0' });
    await t.app.events.delivered();
    events.length = 0;
    const confirmed = await seller(m);
    expect(confirmed.json()).toMatchObject({
      message: 'Payment confirmed. The coins have been released to the buyer',
      data: { status: 'confirmed', confirmed_at: t.clock().toISOString(), role: 'seller' },
    });
    expect(await t.balance(buyer, USDT)).toEqual({ available: '99.9', frozen: '0' });
    expect(await t.balance(m, USDT)).toEqual({ available: '400', frozen: '500' }); // 100 margin + 400 left on the ad
    expect(Number(await t.house('otc_escrow', USDT))).toBeCloseTo(Number(escrowBefore) - 100, 8);
    expect(Number(await t.house('fees', USDT))).toBeCloseTo(Number(feesBefore) + 0.1, 8);
    await t.app.events.delivered();
    expect(events).toEqual([
      {
        type: 'notification',
        data: { id: expect.any(Number), category: 'p2p', kind: 'p2p_released' },
      },
      { type: 'otc.order', data: { id: order.id, order_no: order.order_no, status: 'confirmed' } },
      { type: 'balance.changed', data: { currency_id: USDT } },
    ]);
    expect((await seller(m)).json().code).toBe(2511);
    expect(
      (
        await buyer.post('/api/trade/appeal', {
          id: order.id,
          description: 'too late now',
          voucher_upload_id: voucher,
        })
      ).json().code,
    ).toBe(2511);

    // afterwards the buyer no longer sees where to pay; the seller still sees their own accounts
    expect((await t.detail(buyer, order.id)).json().data).toMatchObject({
      status: 'confirmed',
      receiving: null,
      role: 'buyer',
    });
    expect((await t.detail(m, order.id)).json().data.receiving).toHaveLength(2);
    expect(
      (await buyer.get('/api/trade/myTradeOrderList?tab=completed')).json().data,
    ).toMatchObject({ total: 1, items: [{ id: order.id }] });
    expect((await buyer.get('/api/trade/myTradeOrderList?tab=incomplete')).json().data.total).toBe(
      0,
    );
    const stats = (await stranger.get(`/api/trade/agent?user_id=${m.id}`)).json().data.trader;
    const { paid_at, confirmed_at } = confirmed.json().data;
    const minutes = Math.round((Date.parse(confirmed_at) - Date.parse(paid_at)) / MINUTE);
    expect(minutes).toBeGreaterThanOrEqual(3);
    expect(stats).toMatchObject({
      completed_orders: 1,
      completion_rate: '1',
      average_release_minutes: minutes,
    });
    expect(
      (await stranger.get(`/api/trade/agent?user_id=${buyer.id}`)).json().data.trader,
    ).toMatchObject({ completed_orders: 1, average_release_minutes: null });
    await t.reconciles();
  });

  it('runs a buy-ad order: the taker sells from their available coins and gets them back when the buyer cancels', async () => {
    const m = await t.merchant('buyer-ad');
    const ad = await t.publish(m, {
      side: 'buy',
      currency_id: BTC,
      price: '50000',
      quantity: '0.1',
      min_amount: '100',
      max_amount: '5000',
      pay_kinds: 'bank,wechat',
    });
    const taker = await t.taker('taker', [[BTC, '0.005']]);
    expect((await trade(taker, { ad_id: ad.id, quantity: '0.01' })).json()).toMatchObject({
      code: 2504,
      message: 'Please bind the payment method first',
    });
    await t.bind(taker, ['alipay']);
    expect((await trade(taker, { ad_id: ad.id, quantity: '0.01' })).json().code).toBe(2504);
    await t.bind(taker, ['wechat']);
    expect((await trade(taker, { ad_id: ad.id, quantity: '0.01' })).json()).toMatchObject({
      code: 2517,
      message: 'Insufficient balance',
    });
    await t.fund(taker, BTC, '0.005');
    const res = await trade(taker, { ad_id: ad.id, quantity: '0.01' });
    expect(res.json()).toMatchObject({
      message: 'Order placed. Waiting for the buyer to pay',
      data: {
        role: 'seller',
        amount: '500',
        quantity: '0.01',
        fee: '0.00001',
        receive_quantity: '0.00999',
        buyer: { user_id: m.id },
        seller: { user_id: taker.id },
        pay_kinds: ['wechat'],
      },
    });
    const order = res.json().data;
    expect(order.receiving).toMatchObject([
      { kind: 'wechat', holder: 'Hanako Yamada', qr_upload_id: expect.any(String) },
    ]);
    expect((await t.detail(m, order.id)).json().data).toMatchObject({
      role: 'buyer',
      receiving: [{ kind: 'wechat' }],
    });
    expect(await t.balance(taker, BTC)).toEqual({ available: '0', frozen: '0' });
    expect(
      (await m.get(`/api/trade/myTradeDetail?id=${ad.id}`)).json().data.ad.remaining_quantity,
    ).toBe('0.09');
    await t.reconciles();

    expect((await taker.post('/api/trade/cancelTradeOrder', { id: order.id })).json().code).toBe(
      2516,
    );
    const cancelled = await m.post('/api/trade/cancelTradeOrder', { id: order.id }, 'th');
    expect(cancelled.json()).toMatchObject({
      message: 'ยกเลิกคำสั่งซื้อแล้ว',
      data: {
        status: 'cancelled',
        cancel_reason: 'buyer',
        cancelled_at: t.clock().toISOString(),
        receiving: null,
      },
    });
    expect(await t.balance(taker, BTC)).toEqual({ available: '0.01', frozen: '0' });
    expect((await m.get(`/api/trade/myTradeDetail?id=${ad.id}`)).json().data.ad).toMatchObject({
      remaining_quantity: '0.1',
      open_orders: 0,
    });
    expect((await m.post('/api/trade/cancelTradeOrder', { id: order.id })).json().code).toBe(2511);
    expect(
      (
        await m.post('/api/trade/pay', {
          id: order.id,
          payment_kind: 'wechat',
          voucher_upload_id: await t.voucher(m),
        })
      ).json().code,
    ).toBe(2511);
    expect(
      (await taker.get('/api/trade/myTradeOrderList?tab=cancelled')).json().data.items,
    ).toMatchObject([{ id: order.id, role: 'seller' }]);
    const profile = (await (await stranger(t)).get(`/api/trade/agent?user_id=${taker.id}`)).json()
      .data;
    expect(profile.trader).toMatchObject({ completed_orders: 0, completion_rate: '0' }); // cancelled: 0 of 1
    await t.reconciles();
  });

  it('appeals: the seller at once, the buyer only after the confirmation time; the seller may still confirm', async () => {
    const m = await t.merchant('appeal-seller', [[USDT, '1000']]);
    await t.fundPassword(m);
    const ad = await t.publish(m, { quantity: '500', max_amount: '600' });
    const buyer = await t.taker('appeal-buyer');
    const appeal = async (u: OtcUser, id: number, lang = 'en') =>
      u.post(
        '/api/trade/appeal',
        { id, description: 'I have not received the money', voucher_upload_id: await t.voucher(u) },
        lang,
      );

    const first = await t.order(buyer, ad.id, { amount: '50' });
    expect((await appeal(m, first.id)).json().code).toBe(2511); // not paid yet
    expect(
      (
        await m.post('/api/trade/appeal', {
          id: first.id,
          description: 'shrt',
          voucher_upload_id: await t.voucher(m),
        })
      ).statusCode,
    ).toBe(400);
    await t.pay(buyer, first.id);
    const early = await appeal(buyer, first.id, 'hk');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 2512, message: '賣家確認時間結束後才能申訴' });
    const bySeller = await appeal(m, first.id);
    expect(bySeller.json()).toMatchObject({
      message: 'Appeal submitted. Our team will review it',
      data: {
        status: 'seller_appealing',
        appeal: {
          by: 'seller',
          description: 'I have not received the money',
          resolution: null,
          resolved_at: null,
          created_at: t.clock().toISOString(),
        },
      },
    });
    expect((await appeal(buyer, first.id)).json().code).toBe(2511); // already under appeal
    expect(
      (await buyer.get('/api/trade/myTradeOrderList?tab=incomplete')).json().data.items[0],
    ).toMatchObject({ id: first.id, status: 'seller_appealing', receiving: [{}, {}] });
    const settled = await m.post('/api/trade/confirm', { id: first.id, fund_password: '123456' });
    expect(settled.json().data).toMatchObject({
      status: 'confirmed',
      appeal: { by: 'seller', resolution: 'buyer', resolved_at: t.clock().toISOString() },
    });
    expect(await t.balance(buyer, USDT)).toEqual({ available: '39.96', frozen: '0' }); // 40 less the 0.1 % fee

    const second = await t.order(buyer, ad.id, { amount: '50' });
    await t.pay(buyer, second.id);
    t.clock.advance(30 * MINUTE - 1);
    expect((await appeal(buyer, second.id)).json().code).toBe(2512);
    t.clock.advance(1);
    expect((await appeal(buyer, second.id)).json().data).toMatchObject({
      status: 'overtime_appealing',
      appeal: { by: 'buyer' },
    });
    expect((await appeal(m, second.id)).json().code).toBe(2511);
    expect((await buyer.post('/api/trade/cancelTradeOrder', { id: second.id })).json().code).toBe(
      2511,
    );
    await t.reconciles();
  });
});

const stranger = (t: OtcApp) => t.user('onlooker');
