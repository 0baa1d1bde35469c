// Racing actions on one order or ad: whichever commits first wins, the other is refused, and the
// coins move exactly once (the books reconcile after each race).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { MINUTE, startOtcApp, USDT, type OtcApp, type OtcUser } from './fixture.ts';

describe.each(backends())('OTC races on $name', (backend) => {
  let t: OtcApp;
  let m: OtcUser;
  let buyer: OtcUser;
  let adId: number;
  beforeAll(async () => {
    t = await startOtcApp(await backend.open());
    m = await t.merchant('racer', [[USDT, '10000']]);
    await t.fundPassword(m);
    adId = (await t.publish(m, { quantity: '5000', max_amount: '5000' })).id;
    buyer = await t.taker('race-buyer');
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  const confirm = (id: number) => m.post('/api/trade/confirm', { id, fund_password: '123456' });
  const codes = (responses: { json(): { code: number } }[]) =>
    responses.map((r) => r.json().code).sort();
  const received = async () => (await t.balance(buyer, USDT)).available;

  it('two confirmations release once', async () => {
    const order = await t.order(buyer, adId, { quantity: '100' });
    await t.pay(buyer, order.id);
    const before = Number(await received());
    expect(codes(await Promise.all([confirm(order.id), confirm(order.id)]))).toEqual([1, 2511]);
    expect(Number(await received()) - before).toBeCloseTo(99.9, 8);
    await t.reconciles();
  });

  it("a confirmation racing the operator's decision for the seller: one wins, the coins move once", async () => {
    const order = await t.order(buyer, adId, { quantity: '100' });
    await t.pay(buyer, order.id);
    await m.post('/api/trade/appeal', {
      id: order.id,
      description: 'checking the payment',
      voucher_upload_id: await t.voucher(m),
    });
    const before = Number(await received());
    const frozenBefore = Number((await t.balance(m, USDT)).frozen);
    const [confirmed, decided] = await Promise.all([
      confirm(order.id),
      t.operator('review', 'approve', 'otc_appeal', String(order.id)),
    ]);
    expect([confirmed.json().code === 1, decided.exitCode === 0].filter(Boolean)).toHaveLength(1);
    const final = (await t.detail(buyer, order.id)).json().data;
    if (final.status === 'confirmed') {
      expect(Number(await received()) - before).toBeCloseTo(99.9, 8);
      expect(Number((await t.balance(m, USDT)).frozen)).toBe(frozenBefore);
    } else {
      expect(final).toMatchObject({ status: 'cancelled', cancel_reason: 'appeal' });
      expect(Number(await received())).toBe(before);
      expect(Number((await t.balance(m, USDT)).frozen)).toBe(frozenBefore + 100);
    }
    await t.reconciles();
  });

  it("the buyer's cancel racing their payment, and racing the time-out job", async () => {
    const order = await t.order(buyer, adId, { quantity: '10' });
    const voucher = await t.voucher(buyer);
    const [cancel, pay] = await Promise.all([
      buyer.post('/api/trade/cancelTradeOrder', { id: order.id }),
      buyer.post('/api/trade/pay', {
        id: order.id,
        payment_kind: 'bank',
        voucher_upload_id: voucher,
      }),
    ]);
    expect(codes([cancel, pay])).toEqual([1, 2511]);
    expect((await t.detail(buyer, order.id)).json().data.status).toBe(
      cancel.json().code === 1 ? 'cancelled' : 'to_be_confirmed',
    );

    const late = await t.order(buyer, adId, { quantity: '10' });
    t.clock.advance(15 * MINUTE);
    const [cancelled] = await Promise.all([
      buyer.post('/api/trade/cancelTradeOrder', { id: late.id }),
      t.app.scheduler.run('otc.expire'),
    ]);
    const final = (await t.detail(buyer, late.id)).json().data;
    expect(final.status).toBe('cancelled');
    expect(final.cancel_reason).toBe(cancelled.json().code === 1 ? 'buyer' : 'timeout');
    const returns = await t.database.query(
      'SELECT 1 FROM ledger_entries WHERE idempotency_key = $1',
      [`otc:order:${late.id}:return`],
    );
    expect(returns).toHaveLength(1);
    await t.reconciles();
  });

  it('two takers racing for the last coins of an ad: one order, never an overdrawn ad', async () => {
    const small = await t.publish(m, { quantity: '100', max_amount: '125' });
    const other = await t.taker('race-other');
    const results = await Promise.all([
      buyer.post('/api/trade/trade', { ad_id: small.id, quantity: '60' }),
      other.post('/api/trade/trade', { ad_id: small.id, quantity: '60' }),
    ]);
    expect(codes(results)).toEqual([1, 2510]);
    expect((await m.get(`/api/trade/myTradeDetail?id=${small.id}`)).json().data.ad).toMatchObject({
      remaining_quantity: '40',
      open_orders: 1,
    });
    await t.reconciles();
  });

  it('deleting an ad racing an order on it: either the order or the deletion, with the coins where they belong', async () => {
    const ad = await t.publish(m, { quantity: '100', max_amount: '125' });
    const frozenBefore = Number((await t.balance(m, USDT)).frozen);
    const [order, deleted] = await Promise.all([
      buyer.post('/api/trade/trade', { ad_id: ad.id, quantity: '50' }),
      m.post('/api/trade/cancelTrade', { id: ad.id }),
    ]);
    if (deleted.json().code === 1) {
      expect([2508, 404]).toContain(order.json().code === 404 ? 404 : order.json().code);
      expect(Number((await t.balance(m, USDT)).frozen)).toBe(frozenBefore - 100);
    } else {
      expect(deleted.json().code).toBe(2513);
      expect(order.json().code).toBe(1);
      expect(Number((await t.balance(m, USDT)).frozen)).toBe(frozenBefore - 50);
    }
    await t.reconciles();
  });
});
