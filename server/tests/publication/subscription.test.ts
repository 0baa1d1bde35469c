import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { houseAccount } from '../../src/ledger/index.ts';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import { backends } from '../helpers/backends.ts';
import { BTC, DAY, LUMA, startPubApp, USDT, type PubApp } from './fixture.ts';

const FIXED: Record<number, string> = { [BTC]: '50000', [USDT]: '1' };
const fixed: PriceSource = { supports: (id) => id in FIXED, usdtPrice: (id) => FIXED[id] ?? '0' };

describe.each(backends())('new-coin subscription on $name', (backend) => {
  let t: PubApp;
  let previous: PriceSource;
  beforeAll(() => void (previous = setPriceSource(fixed)));
  afterAll(() => void setPriceSource(previous));
  afterEach(() => t?.close());

  const form = (amount: string, currency = USDT, project = 1) => ({
    project_id: String(project),
    currency_id: String(currency),
    amount,
  });

  it('lists projects with their states and shows the subscription form', async () => {
    t = await startPubApp(await backend.open());
    const list = await t.get('/api/project/projectList', undefined, 'zh');
    expect(list.statusCode).toBe(200);
    const items = list.json().data as {
      id: number;
      state: string;
      currency: string;
      intro: string;
    }[];
    expect(items.map((p) => [p.currency, p.state])).toEqual([
      ['LUMA', 'during_subscription'],
      ['ORBT', 'launched'],
      ['KITE', 'launched'],
    ]);
    expect(items[0]!.intro).toContain('二层支付网络');
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '500');
    const formRes = await t.get('/api/project/project?id=1', alice.token);
    expect(formRes.json().data.balances.slice(0, 2)).toEqual([
      { currency_id: 3, currency: 'USDT', available: '500', usdt_rate: '1' },
      { currency_id: 1, currency: 'BTC', available: '0', usdt_rate: '50000' },
    ]);
  });

  it('pass: payment taken, coins locked, delivered to the spot wallet after the lock-up', async () => {
    t = await startPubApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, BTC, '0.01');
    // 0.01 BTC = 500 USDT at 50000; 500 / 0.05 = 10000 LUMA.
    const res = await t.post('/api/project/subscribe', form('0.01', BTC), {
      authorization: alice.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Subscription submitted for review',
      data: { status: 'under_review', quantity: '10000', pay_currency: 'BTC', currency: 'LUMA' },
    });
    expect(await t.balance(alice.id, BTC)).toEqual({ available: '0', frozen: '0.01' });
    const id = res.json().data.id as number;
    await t.review('approve', id);
    expect(await t.balance(alice.id, BTC)).toEqual({ available: '0', frozen: '0' });
    expect((await t.ledger.account(houseAccount('issuance', BTC))).available).toBe('0.01');
    expect(await t.balance(alice.id, LUMA)).toEqual({ available: '0', frozen: '10000' });
    let record = (await t.get('/api/project/record', alice.token)).json().data.items[0];
    expect(record).toMatchObject({
      status: 'passed',
      locked: true,
      accumulated_return: '0',
      total_return: '10000',
      completed_at: null,
    });
    t.clock.advance(29 * DAY);
    await t.app.scheduler.runAll();
    expect(await t.balance(alice.id, LUMA)).toEqual({ available: '0', frozen: '10000' });
    t.clock.advance(1 * DAY);
    await t.app.scheduler.runAll();
    await t.app.scheduler.runAll();
    expect(await t.balance(alice.id, LUMA)).toEqual({ available: '10000', frozen: '0' });
    record = (await t.get('/api/project/record', await t.login('alice@example.com'))).json().data
      .items[0];
    expect(record).toMatchObject({
      status: 'passed',
      locked: false,
      accumulated_return: '10000',
      completed_at: expect.any(String),
    });
    expect(await t.reconciles()).toBe(true);
  });

  it('reject returns the payment and the reserved coins', async () => {
    t = await startPubApp(await backend.open());
    const bob = await t.user('bob@example.com');
    await t.fund(bob.id, USDT, '100');
    const res = await t.post('/api/project/subscribe', form('100'), { authorization: bob.token });
    const before = (await t.get('/api/project/projectDetail?id=1')).json().data;
    expect(before.remaining).toBe('1998000');
    await t.review('reject', res.json().data.id);
    expect(await t.balance(bob.id, USDT)).toEqual({ available: '100', frozen: '0' });
    expect((await t.get('/api/project/projectDetail?id=1')).json().data.remaining).toBe('2000000');
    expect((await t.get('/api/project/record', bob.token)).json().data.items[0]).toMatchObject({
      status: 'rejected',
      total_return: '0',
    });
    // Each tab asks for its own records: the rejected one is under "rejected" only.
    const byStatus = async (status: string) =>
      (await t.get(`/api/project/record?status=${status}`, bob.token)).json().data;
    expect(await byStatus('rejected')).toMatchObject({ total: 1, items: [{ status: 'rejected' }] });
    expect(await byStatus('under_review')).toMatchObject({ total: 0, items: [] });
    expect((await t.get('/api/project/record?status=lost', bob.token)).statusCode).toBe(400);
    await expect(t.review('approve', res.json().data.id)).rejects.toThrow('no subscription');
    expect(await t.reconciles()).toBe(true);
  });

  it('refuses insufficient balance, limits, unaccepted currency, sold out and outside the window', async () => {
    t = await startPubApp(await backend.open());
    const carol = await t.user('carol@example.com');
    let res = await t.post('/api/project/subscribe', form('100'), { authorization: carol.token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 2301,
      message: 'Insufficient balance, please recharge',
    });
    await t.fund(carol.id, USDT, '100000');
    res = await t.post('/api/project/subscribe', form('5'), { authorization: carol.token });
    expect(res.json().data).toEqual({ amount: 'The minimum subscription is 10 USDT' });
    res = await t.post('/api/project/subscribe', form('100', 5), { authorization: carol.token });
    expect(res.json().data).toEqual({ currency_id: 'This currency is not accepted' });
    res = await t.post('/api/project/subscribe', form('100', USDT, 3), {
      authorization: carol.token,
    });
    expect(res.json()).toMatchObject({ code: 2302 });
    // Shrink the supply: 40000 coins left take 2000 USDT; 2500 USDT is more than what is left.
    await t.database.query(
      "UPDATE projects SET supply = '2000000', reserved = '1960000' WHERE id = 1",
    );
    res = await t.post('/api/project/subscribe', form('2500'), { authorization: carol.token });
    expect(res.json()).toMatchObject({ code: 2304, message: 'Only 40000 coins are left' });
    res = await t.post('/api/project/subscribe', form('2000'), { authorization: carol.token });
    expect(res.statusCode).toBe(200);
    expect((await t.get('/api/project/projectDetail?id=1')).json().data).toMatchObject({
      state: 'sold_out',
      progress: '100',
    });
    res = await t.post('/api/project/subscribe', form('10'), { authorization: carol.token });
    expect(res.json()).toMatchObject({ code: 2303, message: 'Sold out' });
    t.clock.advance(31 * DAY);
    expect((await t.get('/api/project/projectDetail?id=1')).json().data.state).toBe('launched');
    expect(await t.balance(carol.id, USDT)).toEqual({ available: '98000', frozen: '2000' });
    expect(await t.reconciles()).toBe(true);
  });

  it('shows each user only their own records and needs a session', async () => {
    t = await startPubApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '100');
    await t.post('/api/project/subscribe', form('100'), { authorization: alice.token });
    expect((await t.get('/api/project/record', alice.token)).json().data.total).toBe(1);
    expect((await t.get('/api/project/record', bob.token)).json().data).toMatchObject({
      total: 0,
      items: [],
    });
    expect((await t.get('/api/project/record')).json().type).toBe('999');
    expect((await t.post('/api/project/subscribe', form('100'))).statusCode).toBe(401);
  });
});
