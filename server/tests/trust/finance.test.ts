import { afterEach, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/ledger/index.ts';
import { redemptionPenalty } from '../../src/modules/trust/terms.ts';
import { backends } from '../helpers/backends.ts';
import { DAY, productId, startTrustApp, USDT, type TrustApp } from './fixture.ts';

describe('the two early-redemption rules with the spec figures', () => {
  it('hosting: settlement ratio x remaining days x amount (0.4 %, 3 days, 1000 -> 12)', () => {
    const penalty = redemptionPenalty({
      family: 'hosting',
      amount: '1000',
      dailyRate: '0.004',
      settlementRatio: '0.004',
      remainingDays: 3,
      places: 8,
    });
    expect(penalty.toFixed()).toBe('12');
  });
  it('finance: 1.5 x the daily interest (0.4 % of 10000 is 40 a day -> 60)', () => {
    const penalty = redemptionPenalty({
      family: 'finance',
      amount: '10000',
      dailyRate: '0.004',
      settlementRatio: '0',
      remainingDays: 15,
      places: 8,
    });
    expect(penalty.toFixed()).toBe('60');
  });
  it('rounds the penalty up and never takes more than the principal', () => {
    expect(
      redemptionPenalty({
        family: 'finance',
        amount: '0.00000001',
        dailyRate: '0.004',
        settlementRatio: '0',
        remainingDays: 1,
        places: 8,
      }).toFixed(),
    ).toBe('0.00000001');
    expect(
      redemptionPenalty({
        family: 'hosting',
        amount: '100',
        dailyRate: '0.004',
        settlementRatio: '0.5',
        remainingDays: 30,
        places: 8,
      }).toFixed(),
    ).toBe('100');
  });
});

describe.each(backends())('finance products on $name', (backend) => {
  let t: TrustApp;
  afterEach(() => t?.close());

  it('lists finance products apart from hosting ones and redeems early at 1.5 x the daily interest', async () => {
    t = await startTrustApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const config = (await t.get('/api/lh/deposit/config?family=finance', alice.token)).json().data;
    expect(
      config.items.every(
        (p: { family: string; redemption_penalty_rule: string }) =>
          p.family === 'finance' && p.redemption_penalty_rule === 'one_and_a_half_daily_interest',
      ),
    ).toBe(true);
    await t.fund(alice.id, USDT, '10000');
    const id = await productId(t, alice.token, 'finance', 'USDT', 30);
    const bought = await t.send('/api/lh/deposit', alice.token, {
      product_id: String(id),
      amount: '10000',
      agree: 'true',
    });
    expect(bought.json().data).toMatchObject({
      family: 'finance',
      daily_income: '40',
      penalty: '60',
      refund: '9940',
    });
    await t.advance(3 * DAY); // two interest days paid
    expect(await t.trust(alice.id)).toEqual({ available: '80', frozen: '10000' });
    expect(
      (await t.get('/api/lh/deposit/order?family=hosting', alice.token)).json().data.total,
    ).toBe(0);
    const res = await t.send('/api/lh/deposit/order/cancel', alice.token, {
      id: String(bought.json().data.id),
    });
    expect(res.json().data).toMatchObject({
      status: 'redeemed',
      penalty: '60',
      refund: '9940',
      income: '80',
    });
    expect(await t.trust(alice.id)).toEqual({ available: '10020', frozen: '0' });
    const report = (await t.get('/api/lh/deposit/report?family=finance', alice.token)).json().data;
    expect(report).toMatchObject({ hosted_usdt: '0', total_income_usdt: '80' });
    expect((await reconcile(t.database)).ok).toBe(true);
  });
});
