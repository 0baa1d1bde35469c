import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { consoleAs, type ConsoleSession } from '../operators/support.ts';
import { startOtcApp, USDT, type OtcApp, type OtcUser } from './fixture.ts';

// The console's OTC merchants: an admin verifies and suspends a merchant with a reason. Their
// online ads go offline at once and stay so; an order opened before runs to completion. Every
// change is audited with before and after; other roles read but cannot change.

describe.each(backends())('console OTC merchants on $name', (backend) => {
  let t: OtcApp;
  let admin: ConsoleSession;
  let reviewer: ConsoleSession;
  beforeAll(async () => {
    t = await startOtcApp(await backend.open());
    admin = await consoleAs(t, 'admin@example.com', 'admin');
    reviewer = await consoleAs(t, 'reviewer@example.com', 'reviewer');
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  const url = (m: OtcUser, action = '') => `/api/admin/otc/merchants/${m.id}${action}`;
  const listed = async (viewer: OtcUser) =>
    (await viewer.get(`/api/trade/tradeList?side=sell&currency_id=${USDT}`))
      .json()
      .data.items.map((a: { id: number }) => a.id);
  const audits = async (m: OtcUser) =>
    t.database.query<{ action: string; before: unknown; after: unknown; reason: string | null }>(
      `SELECT action, before, after, reason FROM audit_log
        WHERE target_type = 'otc_merchant' AND target_id = $1 ORDER BY id`,
      [String(m.id)],
    );

  it('suspends: online ads go offline at once, none goes online again, an open order completes', async () => {
    const m = await t.merchant('suspended', [[USDT, '3000']]);
    await t.fundPassword(m);
    const first = await t.publish(m, { quantity: '500', max_amount: '600' });
    const second = await t.publish(m, { quantity: '500', max_amount: '600' });
    const buyer = await t.taker('suspended-buyer');
    const order = await t.order(buyer, first.id, { quantity: '100' });
    expect(await listed(buyer)).toEqual(expect.arrayContaining([first.id, second.id]));

    const before = (await admin.get(url(m))).json().data;
    expect(before).toMatchObject({
      user_id: m.id,
      email: m.email,
      margin_paid: true,
      margin_amount: '100',
      margin_currency: 'USDT',
      online_ads: 2,
      total_ads: 2,
      verified: false,
      suspended: false,
      suspension_reason: null,
      appeal_history: [],
    });

    const suspended = await admin.post(url(m, '/suspend'), { reason: '  Fake receipts  ' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      message: 'Merchant suspended; their ads are offline and their open orders run on',
      data: { suspended: true, suspension_reason: 'Fake receipts', online_ads: 0, total_ads: 2 },
    });
    expect(await listed(buyer)).not.toContain(first.id);
    expect(await listed(buyer)).not.toContain(second.id);
    const mine = (await m.get('/api/trade/myTradeList')).json().data.items;
    expect(mine.map((a: { status: string }) => a.status)).toEqual(['offline', 'offline']);

    // Neither publishing nor putting an ad online again, in the user's language.
    const publish = await m.post(
      '/api/trade/publish',
      {
        side: 'sell',
        currency_id: USDT,
        price: '1.25',
        quantity: '100',
        min_amount: '10',
        max_amount: '100',
        pay_kinds: 'bank',
      },
      'zh',
    );
    expect(publish.statusCode).toBe(403);
    expect(publish.json()).toMatchObject({
      code: 2521,
      message: '您的商家账户已被暂停，广告无法上架。请联系客服',
    });
    const show = await m.post('/api/trade/updateShow', { id: second.id, show: 1 });
    expect(show.statusCode).toBe(403);
    expect(show.json()).toMatchObject({
      code: 2521,
      message:
        'Your merchant account is suspended: your ads cannot go online. Please contact support',
    });
    const shown = await m.post('/api/trade/updateShow', { id: second.id, show: 1 }, 'th');
    expect(shown.json().message).toBe(
      'บัญชีผู้ค้าของคุณถูกระงับ จึงไม่สามารถเผยแพร่โฆษณาได้ กรุณาติดต่อฝ่ายบริการลูกค้า',
    );

    // The order opened before the suspension runs to completion.
    await t.pay(buyer, order.id);
    const confirmed = await m.post('/api/trade/confirm', { id: order.id, fund_password: '123456' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('confirmed');
    expect((await t.balance(buyer, USDT)).available).toBe('99.9');

    const stats = (await admin.get(url(m))).json().data;
    expect(stats).toMatchObject({ completed_orders: 1, completion_rate: '1' });

    // Lifting the suspension puts no ad back online; the merchant may.
    const lifted = await admin.post(url(m, '/unsuspend'));
    expect(lifted.json()).toMatchObject({ data: { suspended: false, online_ads: 0 } });
    expect(await listed(buyer)).not.toContain(second.id);
    expect((await m.post('/api/trade/updateShow', { id: second.id, show: 1 })).statusCode).toBe(
      200,
    );
    expect(await listed(buyer)).toContain(second.id);

    expect(await audits(m)).toEqual([
      {
        action: 'otc_merchant.suspend',
        before: { verified: false, suspended: false, suspension_reason: null, online_ads: 2 },
        after: {
          verified: false,
          suspended: true,
          suspension_reason: 'Fake receipts',
          online_ads: 0,
          ads_taken_offline: 2,
        },
        reason: 'Fake receipts',
      },
      {
        action: 'otc_merchant.unsuspend',
        before: {
          verified: false,
          suspended: true,
          suspension_reason: 'Fake receipts',
          online_ads: 0,
        },
        after: { verified: false, suspended: false, suspension_reason: null, online_ads: 0 },
        reason: null,
      },
    ]);
    await t.reconciles();
  });

  it('refuses a blank or too long reason, a second suspension, and an unknown merchant', async () => {
    const m = await t.merchant('reasons', [[USDT, '200']]);
    const blank = await admin.post(url(m, '/suspend'), { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 2661,
      message: 'Give a reason of 1 to 500 characters',
      data: { reason: 'Give a reason of 1 to 500 characters' },
    });
    const long = await admin.post(url(m, '/suspend'), { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    const missing = await admin.post(url(m, '/suspend'), {});
    expect(missing.statusCode).toBe(400);
    expect((await admin.get(url(m))).json().data.suspended).toBe(false);
    expect(await audits(m)).toEqual([]);

    expect((await admin.post(url(m, '/suspend'), { reason: 'x'.repeat(500) })).statusCode).toBe(
      200,
    );
    const again = await admin.post(url(m, '/suspend'), { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(2662);

    const nobody = await t.user('not-a-merchant');
    const unknown = await admin.get(`/api/admin/otc/merchants/${nobody.id}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 2660,
      message: `User ${nobody.id} is not an OTC merchant`,
    });
    expect((await admin.post(`/api/admin/otc/merchants/${nobody.id}/verify`)).statusCode).toBe(404);
  });

  it('verifies and unverifies, audited; lists and filters; other roles read only', async () => {
    const m = await t.merchant('verified', [[USDT, '200']]);
    const verified = await admin.post(url(m, '/verify'));
    expect(verified.json()).toMatchObject({
      message: 'Merchant verified',
      data: { verified: true, verified_at: t.clock().toISOString() },
    });
    expect((await admin.post(url(m, '/verify'))).json().code).toBe(2662);
    // Buyers see the mark on the merchant's public record (and on each of their ads).
    const buyer = await t.taker('verified-viewer');
    const record = async () =>
      (await buyer.get(`/api/trade/agent?user_id=${m.id}`)).json().data.trader;
    expect(await record()).toMatchObject({ user_id: m.id, verified_merchant: true });

    const onlyVerified = (await reviewer.get('/api/admin/otc/merchants?status=verified')).json();
    expect(onlyVerified.data.items.map((i: { user_id: number }) => i.user_id)).toEqual([m.id]);
    expect(onlyVerified.data).toMatchObject({ total: 1, page: 1, limit: 20 });
    const all = (await reviewer.get('/api/admin/otc/merchants')).json().data;
    expect(all.items.map((i: { user_id: number }) => i.user_id)).toContain(m.id);
    const suspendedOnly = (await reviewer.get('/api/admin/otc/merchants?status=suspended')).json()
      .data.items;
    expect(suspendedOnly.every((i: { suspended: boolean }) => i.suspended)).toBe(true);
    expect(suspendedOnly.map((i: { user_id: number }) => i.user_id)).not.toContain(m.id);

    for (const action of ['/verify', '/unverify', '/unsuspend']) {
      const refused = await reviewer.post(url(m, action));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(2606);
    }
    const refused = await reviewer.post(url(m, '/suspend'), { reason: 'Not mine to decide' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(2606);
    expect((await reviewer.get(url(m))).json().data.suspended).toBe(false);

    const unverified = await admin.post(url(m, '/unverify'));
    expect(unverified.json().data).toMatchObject({ verified: false, verified_at: null });
    expect(await record()).toMatchObject({ verified_merchant: false });
    expect((await audits(m)).map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'otc_merchant.verify',
        { verified: false, suspended: false, suspension_reason: null, online_ads: 0 },
        { verified: true, suspended: false, suspension_reason: null, online_ads: 0 },
      ],
      [
        'otc_merchant.unverify',
        { verified: true, suspended: false, suspension_reason: null, online_ads: 0 },
        { verified: false, suspended: false, suspension_reason: null, online_ads: 0 },
      ],
    ]);
  });

  it('a suspension racing an ad going online leaves no ad online; two suspensions, one wins', async () => {
    const m = await t.merchant('racing', [[USDT, '2000']]);
    const ad = await t.publish(m, { quantity: '500', max_amount: '600' });
    const hidden = await t.publish(m, { quantity: '500', max_amount: '600' });
    await m.post('/api/trade/updateShow', { id: hidden.id, show: 0 });
    const [suspended, shown, twice] = await Promise.all([
      admin.post(url(m, '/suspend'), { reason: 'Race one' }),
      m.post('/api/trade/updateShow', { id: hidden.id, show: 1 }),
      admin.post(url(m, '/suspend'), { reason: 'Race two' }),
    ]);
    expect([suspended.statusCode, twice.statusCode].sort()).toEqual([200, 409]);
    expect([200, 403]).toContain(shown.statusCode);
    const mine = (await m.get('/api/trade/myTradeList')).json().data.items;
    expect(mine.map((a: { id: number; status: string }) => [a.id, a.status]).sort()).toEqual(
      [
        [ad.id, 'offline'],
        [hidden.id, 'offline'],
      ].sort(),
    );
    expect((await admin.get(url(m))).json().data).toMatchObject({ suspended: true, online_ads: 0 });
    expect((await audits(m)).map((a) => a.action)).toEqual(['otc_merchant.suspend']);
  });

  it("shows the merchant's appeal history", async () => {
    const m = await t.merchant('appealed', [[USDT, '1000']]);
    const ad = await t.publish(m, { quantity: '400', max_amount: '500' });
    const buyer = await t.taker('appealed-buyer');
    const order = await t.order(buyer, ad.id, { quantity: '100' });
    await t.pay(buyer, order.id);
    const appealed = await m.post('/api/trade/appeal', {
      id: order.id,
      description: 'The buyer sent a fake transfer receipt',
      voucher_upload_id: await t.voucher(m),
    });
    expect(appealed.statusCode, appealed.body).toBe(200);
    const detail = (await reviewer.get(url(m))).json().data;
    expect(detail).toMatchObject({ appeals: 1 });
    expect(detail.appeal_history).toEqual([
      {
        order_id: order.id,
        order_no: order.order_no,
        role: 'seller',
        appealed_by: 'seller',
        description: 'The buyer sent a fake transfer receipt',
        created_at: t.clock().toISOString(),
        resolution: null,
        resolved_at: null,
        order_status: 'seller_appealing',
      },
    ]);
    const row = (await reviewer.get('/api/admin/otc/merchants'))
      .json()
      .data.items.find((i: { user_id: number }) => i.user_id === m.id);
    expect(row).toMatchObject({ appeals: 1, online_ads: 1, completed_orders: 0 });
  });
});
