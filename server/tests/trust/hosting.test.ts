import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.ts';
import { Ledger, reconcile } from '../../src/ledger/index.ts';
import { accrueAll } from '../../src/modules/trust/accrual.ts';
import { backends, openPostgresSchema, postgresUrl } from '../helpers/backends.ts';
import { DAY, productId, startTrustApp, USDT, type TrustApp } from './fixture.ts';

describe.each(backends())('trust hosting products on $name', (backend) => {
  let t: TrustApp;
  afterEach(() => t?.close());

  const buy = (token: string, product: number, amount: string, agree = '1', lang = 'en') =>
    t.send('/api/lh/deposit', token, { product_id: String(product), amount, agree }, lang);

  it('lists products with their terms, states and the highest expected 30-day return', async () => {
    t = await startTrustApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const res = await t.get('/api/lh/deposit/config', alice.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.family).toBe('hosting');
    expect(
      data.items.find(
        (p: { currency: string; period_days: number }) =>
          p.currency === 'USDT' && p.period_days === 15,
      ),
    ).toMatchObject({
      min_amount: '100',
      daily_rate: '0.004',
      total_rate: '0.06',
      settlement_ratio: '0.004',
      payout_time: '00:00',
      state: 'open',
      expected_30d_rate: '0.12',
      redemption_penalty_rule: 'settlement_ratio_per_remaining_day',
    });
    expect(data.items.map((p: { state: string }) => p.state)).toEqual(
      expect.arrayContaining(['open', 'coming_soon', 'waiting_to_open']),
    );
    expect(data.max_expected_30d_rate).toBe('0.21');
    const id = await productId(t, alice.token, 'hosting', 'USDT', 15);
    await t.fund(alice.id, USDT, '250');
    const info = (await t.get(`/api/lh/deposit/product_info?id=${id}`, alice.token)).json().data;
    expect(info).toMatchObject({ id, currency: 'USDT', available: '250' });
    expect((await t.get('/api/lh/deposit/product_info?id=999', alice.token)).statusCode).toBe(404);
  });

  it('pays 40 a day from the day after the deposit, 600 over 15 days, and returns the principal', async () => {
    t = await startTrustApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '10000');
    const id = await productId(t, alice.token, 'hosting', 'USDT', 15);
    t.clock.advance(10 * 3600_000); // 10:00 on the deposit day
    const res = await buy(alice.token, id, '10000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Purchase successful',
      data: {
        amount: '10000',
        daily_income: '40',
        remaining_days: 15,
        status: 'hosting',
        start_at: '2030-01-02T00:00:00.000Z',
        end_at: '2030-01-17T00:00:00.000Z',
      },
    });
    expect(await t.trust(alice.id)).toEqual({ available: '0', frozen: '10000' });
    // The rest of the deposit day and the first interest day itself earn nothing yet.
    await t.advance(14 * 3600_000);
    await t.advance(DAY - 1);
    expect(await t.trust(alice.id)).toEqual({ available: '0', frozen: '10000' });
    await t.advance(1); // 2030-01-03 00:00: day 1 has passed
    expect(await t.trust(alice.id)).toEqual({ available: '40', frozen: '10000' });
    await t.app.scheduler.runAll(); // idempotent
    expect(await t.trust(alice.id)).toEqual({ available: '40', frozen: '10000' });
    const report = (await t.get('/api/lh/deposit/report', alice.token)).json().data;
    expect(report).toMatchObject({
      hosted_usdt: '10000',
      today_income_usdt: '40',
      total_income_usdt: '40',
      coins: [{ currency: 'USDT', hosted: '10000', today_income: '40', total_income: '40' }],
    });
    // The server was down for a week: the next run catches up every day due.
    t.clock.advance(7 * DAY);
    await t.app.scheduler.runAll();
    expect(await t.trust(alice.id)).toEqual({ available: '320', frozen: '10000' });
    await t.advance(7 * DAY); // 2030-01-17: all 15 days have passed
    expect(await t.trust(alice.id)).toEqual({ available: '10600', frozen: '0' });
    alice.token = await t.login('alice@example.com');
    const done = (await t.get('/api/lh/deposit/order?tab=completed', alice.token)).json().data;
    expect(done).toMatchObject({
      total: 1,
      items: [
        {
          income: '600',
          remaining_days: 0,
          status: 'completed',
          closed_at: '2030-01-17T00:00:00.000Z',
        },
      ],
    });
    expect((await t.get('/api/lh/deposit/order?tab=hosting', alice.token)).json().data.total).toBe(
      0,
    );
    await t.advance(3 * DAY);
    expect(await t.trust(alice.id)).toEqual({ available: '10600', frozen: '0' });
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('early redemption charges settlement ratio x remaining days x amount: 0.4 %, 3 days, 1000 -> 12, refund 988', async () => {
    t = await startTrustApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '1000');
    const id = await productId(t, alice.token, 'hosting', 'USDT', 15);
    const order = (await buy(alice.token, id, '1000')).json().data;
    await t.advance(13 * DAY); // 12 interest days of 4 have passed, 3 remain
    expect(await t.trust(alice.id)).toEqual({ available: '48', frozen: '1000' });
    alice.token = await t.login('alice@example.com');
    const hosting = (await t.get('/api/lh/deposit/order', alice.token)).json().data.items[0];
    expect(hosting).toMatchObject({
      remaining_days: 3,
      penalty: '12',
      refund: '988',
      income: '48',
    });
    const res = await t.send('/api/lh/deposit/order/cancel', alice.token, { id: String(order.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Redeemed',
      data: { status: 'redeemed', penalty: '12', refund: '988', income: '48' },
    });
    expect(await t.trust(alice.id)).toEqual({ available: '1036', frozen: '0' });
    expect(
      (await t.send('/api/lh/deposit/order/cancel', alice.token, { id: String(order.id) }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.get('/api/lh/deposit/order?tab=redeemed', alice.token)).json().data.items[0],
    ).toMatchObject({ penalty: '12', refund: '988' });
    // No more interest after redemption.
    await t.advance(5 * DAY);
    expect(await t.trust(alice.id)).toEqual({ available: '1036', frozen: '0' });
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('refuses an unticked agreement, an amount below the minimum, a product not open, and insufficient balance', async () => {
    t = await startTrustApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '150');
    const id = await productId(t, alice.token, 'hosting', 'USDT', 15);
    const unticked = await buy(alice.token, id, '120', '0');
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().data.agree).toBe(
      'Please read and tick to agree to the service agreement',
    );
    const low = await buy(alice.token, id, '99.99');
    expect(low.json().data.amount).toBe(
      'The amount cannot be less than the minimum escrow amount 100',
    );
    expect((await buy(alice.token, id, '99.99', '1', 'zh')).json().data.amount).toBe(
      '金额不能低于最低托管金额 100',
    );
    expect((await buy(alice.token, id, '')).json().data.amount).toBe('Please enter the amount');
    const soon = await productId(t, alice.token, 'hosting', 'ETH', 60);
    expect((await buy(alice.token, soon, '1')).json()).toMatchObject({
      code: 1802,
      message: 'This product is not open for purchase yet',
    });
    const waiting = await productId(t, alice.token, 'hosting', 'USDT', 90);
    expect((await buy(alice.token, waiting, '1000')).statusCode).toBe(409);
    const poor = await buy(alice.token, id, '200');
    expect(poor.statusCode).toBe(422);
    expect(poor.json()).toMatchObject({ code: 1801, message: 'Insufficient balance' });
    expect(await t.trust(alice.id)).toEqual({ available: '150', frozen: '0' });
    expect((await t.get('/api/lh/deposit/order', alice.token)).json().data.total).toBe(0);
  });

  it('keeps orders private: another user can neither list nor redeem them', async () => {
    t = await startTrustApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '500');
    const id = await productId(t, alice.token, 'hosting', 'USDT', 15);
    const order = (await buy(alice.token, id, '500')).json().data;
    expect((await t.get('/api/lh/deposit/order', bob.token)).json().data.total).toBe(0);
    expect((await t.get('/api/lh/deposit/report', bob.token)).json().data.hosted_usdt).toBe('0');
    expect(
      (await t.send('/api/lh/deposit/order/cancel', bob.token, { id: String(order.id) }))
        .statusCode,
    ).toBe(404);
    expect(await t.trust(alice.id)).toEqual({ available: '0', frozen: '500' });
    expect((await t.get('/api/lh/deposit/order', 'not-a-token')).json().type).toBe('999');
  });
});

// `operator trust accrue` runs outside the server's job lock: at the same moment as the job (another
// process: its own writer and connections), each order's day is still paid once, and neither fails.
describe.runIf(backends().some((b) => b.name === 'postgres'))('trust accrual racing itself', () => {
  let t: TrustApp | undefined;
  afterEach(() => t?.close());
  const buy = (token: string, product: number) =>
    t!.send('/api/lh/deposit', token, { product_id: String(product), amount: '10000', agree: '1' });

  it('two accruals at once, from two processes, pay each day once and both succeed', async () => {
    const database = await openPostgresSchema();
    t = await startTrustApp(database);
    const [{ schema }] = (await database.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    )) as [{ schema: string }];
    const other = await openDatabase({ databaseUrl: postgresUrl, pgSchema: schema });
    try {
      const alice = await t.user('alice@example.com');
      await t.fund(alice.id, USDT, '30000');
      const id = await productId(t, alice.token, 'hosting', 'USDT', 15);
      for (let i = 0; i < 3; i++) expect((await buy(alice.token, id)).statusCode).toBe(200);
      const now = new Date(t.clock().getTime() + 5 * DAY); // bought on day 0, interest from day 1
      const results = await Promise.allSettled([
        accrueAll({ db: t.database.db, ledger: t.ledger }, now),
        accrueAll({ db: other.db, ledger: new Ledger(other) }, now),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      // 4 whole days have passed for each of the 3 orders: 3 x 4 x 40
      expect(await t.trust(alice.id)).toEqual({ available: '480', frozen: '30000' });
      const [{ n }] = (await database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM trust_interest',
      )) as [{ n: number }];
      expect(n).toBe(12);
      expect(await reconcile(database)).toMatchObject({ ok: true });
    } finally {
      await other.close();
    }
  });
});
