import { afterEach, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/ledger/index.ts';
import { backends } from '../helpers/backends.ts';
import { consoleAs, enrolOperator, signIn, type ConsoleSession } from '../operators/support.ts';
import { DAY, startTrustApp, USDT, type TrustApp } from './fixture.ts';

// The console's trust products: an operator creates, opens, edits and closes a product while users
// hold orders. Orders keep the terms they were bought under; every change is audited.

const TERMS = {
  family: 'hosting',
  currency: 'usdt',
  period_days: '10',
  min_amount: '50',
  daily_rate: '0.001',
  settlement_ratio: '0.002',
  sort: '9',
};

describe.each(backends())('console trust products on $name', (backend) => {
  let t: TrustApp;
  afterEach(() => t?.close());

  const put = (s: ConsoleSession, url: string, form: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: new URLSearchParams(form).toString(),
      headers: {
        cookie: s.cookie,
        'x-csrf-token': s.csrf,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
  const buy = (token: string, id: number, amount: string, lang = 'en') =>
    t.send('/api/lh/deposit', token, { product_id: String(id), amount, agree: '1' }, lang);
  const audits = async () =>
    t.database.query<{ action: string; target_id: string; before: unknown; after: unknown }>(
      `SELECT action, target_id, before, after FROM audit_log
        WHERE target_type = 'trust_product' ORDER BY id`,
    );
  const products = async () =>
    Number(
      (await t.database.query<{ n: string }>('SELECT count(*) AS n FROM trust_products'))[0]!.n,
    );
  async function admin() {
    return consoleAs(t, 'admin@example.com', 'admin');
  }

  it('old orders are paid at the old yield, new ones at the new; close refuses buyers, orders complete', async () => {
    t = await startTrustApp(await backend.open());
    const operator = await enrolOperator(t, 'admin@example.com', 'admin');
    let ops = await signIn(t, operator);
    const created = await ops.post('/api/admin/products/trust', TERMS);
    expect(created.statusCode).toBe(200);
    const product = created.json().data;
    expect(product).toMatchObject({
      family: 'hosting',
      currency: 'USDT',
      period_days: 10,
      min_amount: '50',
      daily_rate: '0.001',
      total_rate: '0.01',
      payout_time: '00:00',
      state: 'coming_soon',
      open_orders: 0,
      held_amount: '0',
    });
    const id = product.id as number;
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '1000');
    await t.fund(bob.id, USDT, '1000');
    expect((await buy(alice.token, id, '1000')).json().code).toBe(1802); // coming soon

    const opened = await ops.post(`/api/admin/products/trust/${id}/state`, { state: 'open' });
    expect(opened.json().data.state).toBe('open');
    // The app picks the product up at once, without a restart.
    const listed = (await t.get('/api/lh/deposit/config', alice.token)).json().data.items;
    expect(listed.map((p: { id: number }) => p.id)).toContain(id);
    expect((await buy(alice.token, id, '1000')).statusCode).toBe(200);

    const edited = await put(ops, `/api/admin/products/trust/${id}`, {
      ...TERMS,
      daily_rate: '0.002',
      settlement_ratio: '0.003',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      daily_rate: '0.002',
      total_rate: '0.02',
      open_orders: 1,
      held_amount: '1000',
    });
    const info = (await t.get(`/api/lh/deposit/product_info?id=${id}`, bob.token)).json().data;
    expect(info.daily_rate).toBe('0.002');
    expect((await buy(bob.token, id, '1000')).statusCode).toBe(200);

    await t.advance(DAY);
    ops = await signIn(t, operator); // console sessions end when idle
    const closed = await ops.post(`/api/admin/products/trust/${id}/state`, { state: 'closed' });
    expect(closed.json().data).toMatchObject({ state: 'closed', open_orders: 2 });
    const refused = await buy(alice.token, id, '100', 'zh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 1804, message: '该产品已停止认购' });
    expect((await t.get(`/api/lh/deposit/product_info?id=${id}`, bob.token)).statusCode).toBe(409);
    const after = (await t.get('/api/lh/deposit/config', alice.token)).json().data.items;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(id);
    // Retiring a product that holds orders is refused; it can only be closed.
    const retire = await ops.post(`/api/admin/products/trust/${id}/state`, { state: 'retired' });
    expect(retire.statusCode).toBe(409);
    expect(retire.json().code).toBe(2643);

    for (let day = 0; day < 12; day++) await t.advance(DAY);
    // Alice: 10 days x 1000 x 0.001 = 10; Bob: 10 days x 1000 x 0.002 = 20; both principals back.
    expect(await t.trust(alice.id)).toEqual({ available: '1010', frozen: '0' });
    expect(await t.trust(bob.id)).toEqual({ available: '1020', frozen: '0' });
    const aliceOrder = (
      await t.get(
        '/api/lh/deposit/order?family=hosting&tab=completed',
        await t.login('alice@example.com'),
      )
    ).json().data.items[0];
    expect(aliceOrder).toMatchObject({ daily_rate: '0.001', income: '10', status: 'completed' });

    ops = await signIn(t, operator);
    expect(
      (await ops.post(`/api/admin/products/trust/${id}/state`, { state: 'retired' })).json().data,
    ).toMatchObject({ state: 'retired', open_orders: 0 });
    expect((await reconcile(t.database)).ok).toBe(true);

    const rows = await audits();
    expect(rows.map((r) => r.action)).toEqual([
      'trust_product.create',
      'trust_product.state',
      'trust_product.update',
      'trust_product.state',
      'trust_product.state',
    ]);
    expect(rows[2]).toMatchObject({
      target_id: String(id),
      before: { daily_rate: '0.001' },
      after: { daily_rate: '0.002' },
    });
    expect(rows[3]).toMatchObject({ before: { state: 'open' }, after: { state: 'closed' } });
  });

  it('refuses bad terms field by field, in the operator language, and changes nothing', async () => {
    t = await startTrustApp(await backend.open());
    const ops = await admin();
    const before = await products();
    const bad = await ops.post('/api/admin/products/trust', {
      ...TERMS,
      currency: 'NOPE',
      period_days: '1.5',
      daily_rate: '-0.01',
      settlement_ratio: '2',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'error', code: 2641 });
    expect(Object.keys(bad.json().data).sort()).toEqual(
      ['currency', 'daily_rate', 'period_days', 'settlement_ratio'].sort(),
    );
    // USDT has fewer places than this minimum.
    const places = await ops.post('/api/admin/products/trust', {
      ...TERMS,
      min_amount: '1.1234567891',
    });
    expect(places.statusCode).toBe(400);
    expect(Object.keys(places.json().data)).toEqual(['min_amount']);
    const zero = await ops.post('/api/admin/products/trust', { ...TERMS, daily_rate: '0' });
    expect(Object.keys(zero.json().data)).toEqual(['daily_rate']);
    const duplicate = await ops.post('/api/admin/products/trust', { ...TERMS, period_days: '15' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe(2642);
    const past = await ops.post('/api/admin/products/trust/1/state', {
      state: 'waiting_to_open',
      opens_at: '2000-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(
      (await ops.post('/api/admin/products/trust/9999/state', { state: 'open' })).statusCode,
    ).toBe(404);
    expect(await products()).toBe(before);
    expect(await audits()).toEqual([]);
  });

  it('lets every role read and only admin change, and schedules an opening', async () => {
    t = await startTrustApp(await backend.open());
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
    const list = (await viewer.get('/api/admin/products/trust?family=finance')).json().data.items;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p: { family: string }) => p.family === 'finance')).toBe(true);
    const denied = await viewer.post('/api/admin/products/trust', TERMS);
    expect(denied.statusCode).toBe(403);
    const id = list[0].id as number;
    expect(
      (await viewer.post(`/api/admin/products/trust/${id}/state`, { state: 'closed' })).statusCode,
    ).toBe(403);
    expect(await audits()).toEqual([]);

    const ops = await admin();
    const opensAt = new Date(t.clock().getTime() + 2 * DAY).toISOString();
    const scheduled = await ops.post(`/api/admin/products/trust/${id}/state`, {
      state: 'waiting_to_open',
      opens_at: opensAt,
    });
    expect(scheduled.json().data).toMatchObject({ state: 'waiting_to_open', opens_at: opensAt });
    const got = (await ops.get(`/api/admin/products/trust/${id}`)).json().data;
    expect(got.state).toBe('waiting_to_open');
  });
});
