import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import { backends } from '../helpers/backends.ts';
import { BTC, MINUTE, startOtcApp, USDT, type OtcApp, type OtcUser } from './fixture.ts';

describe.each(backends())('OTC time-outs and appeal decisions on $name', (backend) => {
  let t: OtcApp;
  beforeAll(async () => {
    t = await startOtcApp(await backend.open());
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  const entries = async () =>
    Number(
      (await t.database.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries'))[0]!.n,
    );
  const appeal = async (
    u: OtcUser,
    id: number,
    description = 'The payment never arrived in my bank account',
  ) => u.post('/api/trade/appeal', { id, description, voucher_upload_id: await t.voucher(u) });
  const status = async (u: OtcUser, id: number) => (await t.detail(u, id)).json().data;

  it('cancels orders left unpaid after pay_minutes, on the app clock, returning the coins to the seller side', async () => {
    expect(t.app.scheduler.names).toContain('otc.expire');
    const m = await t.merchant('expiry', [[USDT, '1000']]);
    const sellAd = await t.publish(m, { quantity: '500', max_amount: '600' });
    const buyAd = await t.publish(m, {
      side: 'buy',
      currency_id: BTC,
      price: '50000',
      quantity: '0.1',
      min_amount: '100',
      max_amount: '5000',
      pay_kinds: 'bank',
    });
    const buyer = await t.taker('late-buyer');
    const seller = await t.taker('waiting-seller', [[BTC, '0.02']]);
    await t.bind(seller, ['bank']);
    const unpaid = await t.order(buyer, sellAd.id, { quantity: '100' });
    const unpaidBuyAd = await t.order(seller, buyAd.id, { quantity: '0.02' });
    const paidInTime = await t.order(buyer, sellAd.id, { quantity: '50' });
    await t.pay(buyer, paidInTime.id);
    expect(await t.balance(m, USDT)).toEqual({ available: '400', frozen: '450' });
    expect(await t.balance(seller, BTC)).toEqual({ available: '0', frozen: '0' });
    const events: BusEvent[] = [];
    await t.app.events.delivered(); // earlier events (funding) are not this test's
    t.app.events.onUser(buyer.id, (e) => events.push(e));

    t.clock.advance(15 * MINUTE - 1);
    await t.app.scheduler.runAll();
    expect((await status(buyer, unpaid.id)).status).toBe('to_be_paid');
    t.clock.advance(1);
    const late = await buyer.post('/api/trade/pay', {
      id: unpaid.id,
      payment_kind: 'bank',
      voucher_upload_id: await t.voucher(buyer),
    });
    expect(late.json()).toMatchObject({ code: 2515, message: 'The payment time has expired' });
    await t.app.scheduler.run('otc.expire');
    expect(await status(buyer, unpaid.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'timeout',
      cancelled_at: t.clock().toISOString(),
      receiving: null,
    });
    expect(await status(seller, unpaidBuyAd.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'timeout',
    });
    expect(await status(buyer, paidInTime.id)).toMatchObject({ status: 'to_be_confirmed' });
    expect(await t.balance(m, USDT)).toEqual({ available: '400', frozen: '550' }); // back in the ad's reservation
    expect((await m.get(`/api/trade/myTradeDetail?id=${sellAd.id}`)).json().data.ad).toMatchObject({
      remaining_quantity: '450',
      open_orders: 1,
    });
    expect((await m.get(`/api/trade/myTradeDetail?id=${buyAd.id}`)).json().data.ad).toMatchObject({
      remaining_quantity: '0.1',
      open_orders: 0,
    });
    expect(await t.balance(seller, BTC)).toEqual({ available: '0.02', frozen: '0' });
    await t.app.events.delivered();
    expect(events).toContainEqual({
      type: 'otc.order',
      data: { id: unpaid.id, order_no: unpaid.order_no, status: 'cancelled' },
    });
    const before = await entries();
    await t.app.scheduler.run('otc.expire');
    expect(await entries()).toBe(before);
    await t.reconciles();
  });

  it('lets the operator decide appeals both ways through the otc_appeal review kind', async () => {
    expect((await t.operator('--help')).output).toMatch(/otc_appeal: approve = the appellant wins/);
    const m = await t.merchant('disputes', [[USDT, '1000']]);
    const ad = await t.publish(m, { quantity: '400', max_amount: '500' });
    const buyAd = await t.publish(m, {
      side: 'buy',
      currency_id: BTC,
      price: '50000',
      quantity: '0.1',
      min_amount: '100',
      max_amount: '5000',
      pay_kinds: 'bank',
    });
    const buyer = await t.taker('claimant');
    const seller = await t.taker('btc-seller', [[BTC, '0.01']]);
    await t.bind(seller, ['bank']);
    const paidOrder = async (u: OtcUser, adId: number, form: { quantity: string }) => {
      const order = await t.order(u, adId, form);
      await t.pay(u === seller ? m : u, order.id);
      return order;
    };
    // 1. the seller appeals and wins: cancelled, coins back into the ad's reservation
    const a1 = await paidOrder(buyer, ad.id, { quantity: '100' });
    await appeal(m, a1.id, 'The buyer sent a fake transfer receipt');
    // 2. the seller appeals and loses: released to the buyer
    const a2 = await paidOrder(buyer, ad.id, { quantity: '100' });
    await appeal(m, a2.id);
    // 3. the buyer appeals after the confirmation time and wins: released to them
    const a3 = await paidOrder(buyer, ad.id, { quantity: '100' });
    // 4. on a buy ad the buyer (advertiser) appeals and loses: the taker-seller gets the coins back
    const a4 = await paidOrder(seller, buyAd.id, { quantity: '0.01' });
    t.clock.advance(30 * MINUTE);
    await appeal(buyer, a3.id, 'I paid 30 minutes ago, please release');
    await appeal(m, a4.id, 'I paid and the seller does not release');

    const listed = (await t.operator('review', 'list', 'otc_appeal')).output;
    expect(listed).toContain(
      'otc_appeal (OTC order appeals (approve: the appellant wins; reject: the other side wins)): 4 pending',
    );
    expect(listed).toContain(`order ${a1.order_no}: buyer `);
    expect(listed).toMatch(
      new RegExp(
        `${a1.id} .*\\(user ${buyer.id}\\), seller .*\\(user ${m.id}\\), 100 USDT for 125 USD by bank; appeal by the seller: "The buyer sent a fake transfer receipt"`,
      ),
    );
    expect(listed).toContain('appeal by the buyer: "I paid 30 minutes ago, please release"');
    expect(await t.pendingIds('otc_appeal')).toEqual([a1, a2, a3, a4].map((o) => String(o.id)));
    const buyerEvents: BusEvent[] = [];
    await t.app.events.delivered(); // earlier events (funding) are not this test's
    t.app.events.onUser(buyer.id, (e) => buyerEvents.push(e));

    expect((await t.operator('review', 'approve', 'otc_appeal', String(a1.id))).exitCode).toBe(0);
    expect(await status(buyer, a1.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'appeal',
      appeal: { by: 'seller', resolution: 'seller' },
      receiving: null,
    });
    expect(
      (
        await t.operator(
          'review',
          'reject',
          'otc_appeal',
          String(a2.id),
          '--reason',
          'payment verified',
        )
      ).exitCode,
    ).toBe(0);
    expect(await status(buyer, a2.id)).toMatchObject({
      status: 'confirmed',
      appeal: { by: 'seller', resolution: 'buyer' },
    });
    expect((await t.operator('review', 'approve', 'otc_appeal', String(a3.id))).exitCode).toBe(0);
    expect(await status(buyer, a3.id)).toMatchObject({
      status: 'confirmed',
      appeal: { by: 'buyer', resolution: 'buyer' },
    });
    expect((await t.operator('review', 'reject', 'otc_appeal', String(a4.id))).exitCode).toBe(0);
    expect(await status(seller, a4.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'appeal',
      appeal: { by: 'buyer', resolution: 'seller' },
    });

    expect(await t.balance(buyer, USDT)).toEqual({ available: '199.8', frozen: '0' }); // two releases of 100 less 0.1 each
    expect(await t.balance(m, USDT)).toEqual({ available: '500', frozen: '300' }); // 100 margin + 200 left on the ad
    expect(await t.balance(seller, BTC)).toEqual({ available: '0.01', frozen: '0' });
    await t.app.events.delivered();
    expect(buyerEvents).toContainEqual({ type: 'balance.changed', data: { currency_id: USDT } });
    const again = await t.operator('review', 'approve', 'otc_appeal', String(a1.id));
    expect(again).toMatchObject({
      exitCode: 2,
      output: `error: no OTC order ${a1.id} is under appeal`,
    });
    expect((await t.operator('review', 'approve', 'otc_appeal', 'nope')).exitCode).toBe(2);
    expect(await t.pendingIds('otc_appeal')).toEqual([]);
    await t.reconciles();
  });
});
