import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { basicForm, JPEG, uploadId } from '../kyc/support.ts';
import { startOtcApp, USDT as OTC_USDT, type OtcApp } from '../otc/fixture.ts';
import type { TestApp } from '../support/app.ts';
import { out, startWithdrawApp, type WithdrawApp } from '../withdraw/fixture.ts';
import { consoleAs } from './support.ts';

// One review item in full (adminQueueItem) for each kind, made through the app's own flows, and the
// photos' bytes for the console (adminImage); a withdrawal's payout reference end to end.

const DAY = 86_400_000;
type Fact = { key: string; value: string };
const factsOf = (item: { facts: Fact[] }) =>
  Object.fromEntries(item.facts.map((f) => [f.key, f.value]));
const photosOf = (item: { photos: { key: string; image_id: string }[] }) =>
  Object.fromEntries(item.photos.map((p) => [p.key, p.image_id]));

describe.each(backends())('review item detail on $name', (backend) => {
  let t: WithdrawApp | OtcApp | undefined;
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
    t = undefined;
  });
  const startApp = async () => (t = await startWithdrawApp(await backend.open()));
  const item = async (
    session: { get(url: string): ReturnType<TestApp['post']> },
    kind: string,
    id: string,
  ) => {
    const res = await session.get(`/api/admin/queues/${kind}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('shows a deposit with its proof, whose bytes only an operator session reads', async () => {
    const t = await startApp();
    const u = await t.user('depositor@example.com');
    const proof = await uploadId(t, u.session.token);
    const made = await u.post('/api/wallet/charge_req', {
      type: 'chain',
      currency_id: '3',
      network: 'TRC20',
      amount: '100',
      image: proof,
    });
    expect(made.statusCode, made.body).toBe(200);
    const [id] = await t.pendingIds('deposit');
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');

    const deposit = await item(viewer, 'deposit', id!);
    expect(deposit).toMatchObject({
      kind: 'deposit',
      id,
      status: 'under_review',
      user: { id: u.session.user.id, email: 'depositor@example.com', phone: null, kyc: 'none' },
      photos: [{ key: 'proof', image_id: proof }],
      warnings: [],
      balances: [],
      journal: [],
      timeline: [],
      parties: [],
    });
    expect(factsOf(deposit)).toMatchObject({
      method: 'chain',
      currency: 'USDT',
      amount: '100',
      network: 'TRC20',
      address: expect.stringMatching(/^T/),
      fee: expect.any(String),
    });

    const image = await viewer.get(`/api/admin/images/${proof}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals((await uploadFrom(t, u.session.token, proof))!)).toBe(true);
    const byUser = await t.app.inject({
      method: 'GET',
      url: `/api/admin/images/${proof}`,
      headers: { authorization: u.session.token },
    });
    expect(byUser.statusCode).toBe(401);
    expect((await viewer.get(`/api/admin/images/${'A'.repeat(22)}`)).statusCode).toBe(404);

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/queues/deposit/999999',
      headers: { cookie: viewer.cookie, lang: 'zh' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 2630,
      message: 'deposit 审核队列中没有编号为 999999 的事项',
    });

    // decided items stay readable
    const reviewer = await consoleAs(t, 'reviewer@example.com', 'reviewer');
    expect((await reviewer.post(`/api/admin/queues/deposit/${id}/approve`)).statusCode).toBe(200);
    expect((await item(viewer, 'deposit', id!)).status).toBe('passed');
  });

  it('shows KYC applications with the applicant’s data and every photo', async () => {
    const t = await startApp();
    const u = await t.user('applicant@example.com');
    const form = await basicForm(t, u.session.token);
    expect((await u.post('/api/user/real_name', form)).statusCode).toBe(200);
    const [basicId] = await t.pendingIds('kyc_basic');
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
    const basic = await item(viewer, 'kyc_basic', basicId!);
    expect(basic).toMatchObject({ status: 'under_review', user: { kyc: 'none' } });
    expect(factsOf(basic)).toEqual({
      name: 'Hanako Yamada',
      country: 'Japan',
      id_number: 'TK1234567',
      contact: '+81 90 1234 5678',
    });
    const identity = {
      id_front: form.front_image,
      id_back: form.back_image,
      selfie: form.hand_image,
    };
    expect(photosOf(basic)).toEqual(identity);
    const back = await viewer.get(`/api/admin/images/${form.back_image}`);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.equals(JPEG)).toBe(true);

    expect((await t.operator('review', 'approve', 'kyc_basic', basicId!)).exitCode).toBe(0);
    const proof = await uploadId(t, u.session.token);
    const advancedForm = { address: '1-2-3 Shibuya, Tokyo', address_image: proof };
    expect((await u.post('/api/user/real_name2', advancedForm)).statusCode).toBe(200);
    const [advancedId] = await t.pendingIds('kyc_advanced');
    const advanced = await item(viewer, 'kyc_advanced', advancedId!);
    expect(advanced).toMatchObject({ status: 'under_review', user: { kyc: 'basic' } });
    expect(factsOf(advanced)).toMatchObject({
      address: '1-2-3 Shibuya, Tokyo',
      name: 'Hanako Yamada',
    });
    // the address proof beside the verified identity it builds on
    expect(photosOf(advanced)).toEqual({ address_proof: proof, ...identity });
    // each queue knows its own level only
    expect((await viewer.get(`/api/admin/queues/kyc_basic/${advancedId}`)).statusCode).toBe(404);
  });

  it('shows a withdrawal with balances, journal and KYC, warns of unusual amounts, and records the payout reference', async () => {
    const t = await startApp();
    const u = await t.ready('payee@example.com', '20000');
    expect((await out(u, { amount: '100', address_id: String(u.addressId) })).statusCode).toBe(200);
    const [first] = await t.pendingIds('withdraw');
    const finance = await consoleAs(t, 'fin@example.com', 'finance');
    const pending = await item(finance, 'withdraw', first!);
    expect(pending).toMatchObject({
      status: 'under_review',
      user: { id: u.session.user.id, email: 'payee@example.com', kyc: 'basic' },
      warnings: [], // a first withdrawal below 10,000 USDT is usual
      balances: [{ currency: 'USDT', available: '19900', frozen: '100' }],
      photos: [],
    });
    expect(factsOf(pending)).toMatchObject({
      method: 'chain',
      currency: 'USDT',
      amount: '100',
      network: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
    expect(pending.journal[0]).toMatchObject({ currency: 'USDT', amount: '20000' });
    expect(pending.journal.length).toBeLessThanOrEqual(10);

    // approving needs the payout reference
    const approve = (form: Record<string, string>) =>
      finance.post(`/api/admin/withdrawals/${first}/approve`, form);
    const missing = await approve({});
    expect(missing.statusCode).toBe(400);
    expect((await approve({ payout_reference: '   ' })).statusCode).toBe(400);
    expect((await approve({ payout_reference: 'x'.repeat(129) })).statusCode).toBe(400);
    const hash = '0x' + 'ab'.repeat(32);
    expect((await approve({ payout_reference: ` ${hash} ` })).statusCode).toBe(200);
    const log = (
      await finance.get(`/api/admin/audit?target_type=withdraw&target_id=${first}`)
    ).json().data.items;
    expect(log[0]).toMatchObject({
      action: 'review.approve',
      after: { status: 'passed', payout_reference: hash },
    });
    const records = (await t.get('/api/charge_mention/log3', u)).json().data;
    expect(records.items[0]).toMatchObject({ status: 'passed', payout_reference: hash });
    const paid = await item(finance, 'withdraw', first!);
    expect(paid.status).toBe('passed');
    expect(factsOf(paid).payout_reference).toBe(hash);

    // more than 3x the largest earlier paid-out withdrawal: warned; 2.5x: not
    expect((await out(u, { amount: '400', address_id: String(u.addressId) })).statusCode).toBe(200);
    expect((await out(u, { amount: '250', address_id: String(u.addressId) })).statusCode).toBe(200);
    const [large, usual] = await t.pendingIds('withdraw');
    const warned = await item(finance, 'withdraw', large!);
    expect(warned.warnings).toEqual([
      {
        key: 'unusual_amount',
        rule: 'multiple',
        params: expect.objectContaining({ symbol: 'USDT', times: '4', multiple: '3' }),
        detail: expect.stringContaining('4x'),
      },
    ]);
    expect((await item(finance, 'withdraw', usual!)).warnings).toEqual([]);

    // a first withdrawal of 10,000 USDT or more: warned
    const big = await t.ready('whale@example.com', '20000');
    expect(
      (await out(big, { amount: '15000', address_id: String(big.addressId) })).statusCode,
    ).toBe(200);
    const bigId = (await t.pendingIds('withdraw')).at(-1)!;
    expect((await item(finance, 'withdraw', bigId)).warnings).toEqual([
      {
        key: 'unusual_amount',
        rule: 'first',
        params: expect.objectContaining({ symbol: 'USDT', threshold: '10000' }),
        detail: expect.stringContaining('first USDT withdrawal'),
      },
    ]);
    // and the command line needs the reference too
    expect((await t.operator('review', 'approve', 'withdraw', bigId)).exitCode).toBe(2);
    expect(
      (await t.operator('review', 'approve', 'withdraw', bigId, '--reference', 'BANK-42')).exitCode,
    ).toBe(0);
    const cli = (
      await finance.get(`/api/admin/audit?target_type=withdraw&target_id=${bigId}`)
    ).json().data.items;
    expect(cli[0].after).toEqual({ status: 'passed', payout_reference: 'BANK-42' });
  });

  it('shows a subscription’s coin, quantity, price and amount', async () => {
    const t = await startApp();
    const now = t.clock();
    await t.database.query(
      'UPDATE projects SET starts_at = $1, ends_at = $2, launch_at = $3 WHERE id = 1',
      [
        new Date(now.getTime() - DAY),
        new Date(now.getTime() + 30 * DAY),
        new Date(now.getTime() + 35 * DAY),
      ],
    );
    const u = await t.user('subscriber@example.com');
    await t.fund(u, '500');
    const made = await u.post('/api/project/subscribe', {
      project_id: '1',
      currency_id: '3',
      amount: '100',
    });
    expect(made.statusCode, made.body).toBe(200);
    const [id] = await t.pendingIds('subscription');
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
    const subscription = await item(viewer, 'subscription', id!);
    expect(subscription).toMatchObject({
      status: 'under_review',
      user: { email: 'subscriber@example.com' },
      photos: [],
    });
    expect(factsOf(subscription)).toMatchObject({
      coin: 'LUMA',
      quantity: '2000',
      price: '0.05 USDT',
      amount: '100',
      pay_currency: 'USDT',
    });
  });

  it('shows an OTC appeal with the order, its timeline, both parties and both vouchers', async () => {
    const o = (t = await startOtcApp(await backend.open()));
    const m = await o.merchant('seller', [[OTC_USDT, '1000']]);
    const ad = await o.publish(m, { quantity: '400', max_amount: '500' });
    const buyer = await o.taker('buyer');
    const order = await o.order(buyer, ad.id, { quantity: '100' });
    await o.pay(buyer, order.id);
    const evidence = await o.voucher(m);
    const appealed = await m.post('/api/trade/appeal', {
      id: order.id,
      description: 'The buyer sent a fake transfer receipt',
      voucher_upload_id: evidence,
    });
    expect(appealed.statusCode, appealed.body).toBe(200);
    const viewer = await consoleAs(o, 'viewer@example.com', 'viewer');
    const appeal = await item(viewer, 'otc_appeal', String(order.id));
    expect(appeal).toMatchObject({
      status: 'seller_appealing',
      user: { id: m.id, email: m.email },
      parties: [
        { role: 'buyer', user_id: buyer.id, email: buyer.email, phone: null },
        { role: 'seller', user_id: m.id, email: m.email, phone: null },
        { role: 'appellant', user_id: m.id, email: m.email, phone: null },
      ],
    });
    expect(appeal.timeline.map((e: { event: string }) => e.event)).toEqual([
      'created',
      'paid',
      'appealed_by_seller',
    ]);
    expect(factsOf(appeal)).toMatchObject({
      order_no: order.order_no,
      coin: 'USDT',
      quantity: '100',
      appellant: 'seller',
      appeal_description: 'The buyer sent a fake transfer receipt',
      payment_kind: 'bank',
    });
    const photos = photosOf(appeal);
    expect(photos.appeal_voucher).toBe(evidence);
    // the buyer's payment voucher, which the console reads whoever uploaded it
    const voucher = await viewer.get(`/api/admin/images/${photos.payment_voucher}`);
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers['content-type']).toBe('image/png');
    // unknown or not appealed: 404
    expect((await viewer.get('/api/admin/queues/otc_appeal/999999')).statusCode).toBe(404);
  });
});

/** The bytes of an upload as its owner reads them (the user endpoint answers base64). */
async function uploadFrom(t: TestApp, token: string, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/upload/image/${id}`,
    headers: { authorization: token },
  });
  return res.statusCode === 200 ? Buffer.from(res.json().data.content, 'base64') : undefined;
}
