// Earn notifications: the interest a run of the accrual job paid on a trust or finance order (one
// for the days it caught up) and its maturity, and a subscription allotted by the operator. One each;
// none when the job runs again or a decision is repeated, none for anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import { backends } from '../helpers/backends.ts';
import { BTC, DAY, startPubApp, USDT, type PubApp } from '../publication/fixture.ts';

interface Item {
  category: string;
  kind: string;
  params: Record<string, string>;
  object_type: string | null;
  object_id: number | null;
  link: string;
}

const FIXED: Record<number, string> = { [BTC]: '50000', [USDT]: '1' };
const fixed: PriceSource = { supports: (id) => id in FIXED, usdtPrice: (id) => FIXED[id] ?? '0' };

describe.each(backends())('earn notifications on $name', (backend) => {
  let t: PubApp;
  let previous: PriceSource;
  let funding = 0;
  beforeAll(async () => {
    previous = setPriceSource(fixed);
    t = await startPubApp(await backend.open());
  });
  afterAll(async () => {
    setPriceSource(previous);
    await t?.ledger.idle();
    await t?.close();
  });
  const earn = async (token: string) => {
    const res = await t.get('/api/notifications?category=earn', token);
    expect(res.statusCode).toBe(200);
    return res.json().data.items as Item[];
  };

  it('tells of a subscription allotted, once, and of nothing when one is rejected', async () => {
    const alice = await t.user('alice.earn@example.com');
    const bob = await t.user('bob.earn@example.com');
    await t.fund(alice.id, USDT, '100');
    await t.fund(bob.id, USDT, '100');
    const subscribe = async (token: string) => {
      const res = await t.post(
        '/api/project/subscribe',
        { project_id: '1', currency_id: String(USDT), amount: '100' },
        { authorization: token },
      );
      expect(res.statusCode).toBe(200);
      return res.json().data as { id: number; quantity: string };
    };
    const mine = await subscribe(alice.token);
    const theirs = await subscribe(bob.token);
    await t.review('approve', mine.id);
    await expect(t.review('approve', mine.id)).rejects.toThrow('no subscription');
    await t.review('reject', theirs.id);
    expect(await earn(alice.token)).toEqual([
      expect.objectContaining({
        category: 'earn',
        kind: 'subscription_allotted',
        params: { product: 'Luma Network', coin: 'LUMA', amount: mine.quantity },
        object_type: 'subscription',
        object_id: mine.id,
        link: '/pages/publication/details?id=1',
      }),
    ]);
    expect(await earn(bob.token)).toEqual([]);
  });

  it('tells of the interest each run paid and of the maturity, per order, never twice', async () => {
    const carol = await t.user('carol.earn@example.com');
    await t.user('dave.earn@example.com'); // told nothing
    await t.ledger.credit({
      userId: carol.id,
      currencyId: USDT,
      amount: '2000',
      type: 'trust',
      key: `earn-fund:${++funding}`,
    });
    const product = async (family: 'hosting' | 'finance', period: number) => {
      const items = (await t.get(`/api/lh/deposit/config?family=${family}`, carol.token)).json()
        .data.items as { id: number; currency: string; period_days: number }[];
      return items.find((p) => p.currency === 'USDT' && p.period_days === period)!.id;
    };
    const buy = async (id: number) => {
      const res = await t.post(
        '/api/lh/deposit',
        { product_id: String(id), amount: '1000', agree: '1' },
        { authorization: carol.token },
      );
      expect(res.statusCode).toBe(200);
      return res.json().data.id as number;
    };
    // Bought on the clock's first day: interest from the next day, paid as each day ends.
    const hosting = await buy(await product('hosting', 15)); // 0.4 % a day: 4
    const finance = await buy(await product('finance', 7)); // 0.3 % a day: 3, 7 days
    const accrue = () => t.app.scheduler.run('trust.accrue');
    await accrue();
    expect(await earn(carol.token)).toEqual([]);

    t.clock.advance(2 * DAY); // day 1 has passed
    await accrue();
    await accrue(); // idempotent: nothing paid, nothing told
    let token = await t.login('carol.earn@example.com');
    const first = await earn(token);
    const hostingPaid = expect.objectContaining({
      category: 'earn',
      kind: 'interest_paid',
      params: { product: 'USDT 15D', coin: 'USDT', amount: '4' },
      object_type: 'trust_order',
      object_id: hosting,
      link: '/pages/template/record',
    });
    const financePaid = (amount: string) =>
      expect.objectContaining({
        kind: 'interest_paid',
        params: { product: 'USDT 7D', coin: 'USDT', amount },
        object_type: 'trust_order',
        object_id: finance,
        link: '/pages/finance/ordersPage',
      });
    expect(first).toEqual([financePaid('3'), hostingPaid]);

    // A late run pays the days it missed at once: one notification for them.
    t.clock.advance(2 * DAY);
    await accrue();
    token = await t.login('carol.earn@example.com');
    const byOrder = async (id: number) =>
      (await earn(token)).filter((n) => n.object_id === id).map((n) => [n.kind, n.params.amount]);
    expect(await byOrder(finance)).toEqual([
      ['interest_paid', '6'],
      ['interest_paid', '3'],
    ]);

    // Day 7 ends: the finance order pays its last days and returns the principal.
    t.clock.advance(4 * DAY);
    await accrue();
    await accrue();
    token = await t.login('carol.earn@example.com');
    expect(await byOrder(finance)).toEqual([
      ['product_matured', '1000'],
      ['interest_paid', '12'],
      ['interest_paid', '6'],
      ['interest_paid', '3'],
    ]);
    expect((await earn(token)).find((n) => n.kind === 'product_matured')).toEqual(
      expect.objectContaining({
        category: 'earn',
        params: { product: 'USDT 7D', coin: 'USDT', amount: '1000' },
        object_type: 'trust_order',
        object_id: finance,
        link: '/pages/finance/ordersPage',
      }),
    );
    expect(await byOrder(hosting)).toEqual([
      ['interest_paid', '16'],
      ['interest_paid', '8'],
      ['interest_paid', '4'],
    ]);
    // An early redemption with nothing due is the user's own act: it tells nothing.
    const redeemed = await t.post(
      '/api/lh/deposit/order/cancel',
      { id: String(hosting) },
      { authorization: token },
    );
    expect(redeemed.statusCode).toBe(200);
    expect(await byOrder(hosting)).toHaveLength(3);
    expect(await earn(await t.login('dave.earn@example.com'))).toEqual([]);
  });
});
