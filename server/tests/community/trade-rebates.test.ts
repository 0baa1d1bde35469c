// Rebates paid by the trading features themselves: spot fills (market and limit), leverage opens and
// flash exchanges pay the inviter their ratio of the fee, out of the fee house, once per fee.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { referralRebates } from '../../src/db/schema/community.ts';
import { houseAccount, reconcile } from '../../src/ledger/index.ts';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import { payRebate } from '../../src/modules/referral/index.ts';
import { backends } from '../helpers/backends.ts';
import { BTC, form, scheduledSource, USDT } from '../spot/fixture.ts';
import { startCommunityApp, type CommunityApp } from './fixture.ts';

const ETH = 2;
const T0 = new Date('2030-01-01T00:00:00Z');
const DROP = new Date(T0.getTime() + 10 * 60_000);

describe.each(backends())('rebates on trading fees on $name', (backend) => {
  let t: CommunityApp;
  let previous: PriceSource;
  beforeAll(() => {
    previous = setPriceSource(scheduledSource('50000', [[DROP, '48000']]));
  });
  afterAll(() => setPriceSource(previous));
  afterEach(() => t?.close());

  const trade = (token: string, fields: Record<string, string | number>) =>
    t.post('/api/coin/trade', form(fields), { authorization: token });
  const fees = async (currencyId: number) =>
    (await t.ledger.account(houseAccount('fees', currencyId))).available;
  const rebates = async (token: string) =>
    (await t.post('/api/user/my_account_return', {}, { authorization: token })).json().data;
  const team = async () => {
    const alice = await t.user('alice@example.com');
    const bob = await t.invited('bob@example.com', await t.inviteCode(alice.id));
    return { alice, bob };
  };

  it("an invited user's market buy pays the inviter 10 % of the fee, exactly once", async () => {
    t = await startCommunityApp(await backend.open());
    const { alice, bob } = await team();
    await t.fund(bob.id, USDT, '10000');
    const res = await trade(bob.token, {
      pair_id: 1,
      side: 'buy',
      type: 'market',
      quantity: '0.1',
    });
    expect(res.json().data).toMatchObject({
      status: 'completed',
      fee: '0.0001',
      fee_currency: 'BTC',
    });
    expect(await t.spot(bob.id, BTC)).toBe('0.0999');
    expect(await t.spot(alice.id, BTC)).toBe('0.00001');
    expect(await fees(BTC)).toBe('0.00009');
    // The same fill again pays nothing more.
    const again = await t.ledger.run((tx) =>
      payRebate(tx, {
        tradeUserId: bob.id,
        currencyId: BTC,
        fee: '0.0001',
        sourceKey: `spot_fill:${res.json().data.id}`,
      }),
    );
    expect(again).toBeNull();
    expect(await t.spot(alice.id, BTC)).toBe('0.00001');
    const list = await rebates(alice.token);
    expect(list).toMatchObject({ total: 1, totals: [{ currency: 'BTC', amount: '0.00001' }] });
    expect(list.items[0]).toMatchObject({
      amount: '0.00001',
      fee: '0.0001',
      ratio: '0.1',
      from_account: 'bo***@example.com',
    });
    expect((await rebates(bob.token)).total).toBe(0);
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('a limit fill by the job pays the rebate in the fee coin (the quote coin for a sell)', async () => {
    t = await startCommunityApp(await backend.open());
    const { alice, bob } = await team();
    await t.fund(bob.id, USDT, '10000');
    await t.fund(bob.id, BTC, '1');
    await trade(bob.token, {
      pair_id: 1,
      side: 'buy',
      type: 'limit',
      price: '49000',
      quantity: '0.1',
    });
    await trade(bob.token, { pair_id: 1, side: 'sell', type: 'market', quantity: '0.1' }); // 5000 USDT, fee 5
    expect(await t.spot(alice.id, USDT)).toBe('0.5');
    await t.app.scheduler.runAll();
    expect(await t.spot(alice.id, BTC)).toBe('0');
    t.clock.advance(11 * 60_000);
    await t.app.scheduler.runAll();
    await t.app.scheduler.runAll();
    expect(await t.spot(bob.id, BTC)).toBe('0.9999');
    expect(await t.spot(alice.id, BTC)).toBe('0.00001');
    expect((await rebates(alice.token)).total).toBe(2);
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('a user without an inviter pays no rebate: the whole fee stays in the fee house', async () => {
    t = await startCommunityApp(await backend.open());
    const solo = await t.user('solo@example.com');
    await t.fund(solo.id, USDT, '10000');
    await trade(solo.token, { pair_id: 1, side: 'buy', type: 'market', quantity: '0.1' });
    expect(await fees(BTC)).toBe('0.0001');
    expect(await t.database.db.select().from(referralRebates)).toEqual([]);
    expect((await rebates(solo.token)).total).toBe(0);
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('a leverage open pays the inviter 10 % of its USDT fee', async () => {
    t = await startCommunityApp(await backend.open());
    const { alice, bob } = await team();
    await t.ledger.credit({
      userId: bob.id,
      currencyId: USDT,
      amount: '1000',
      type: 'contract',
      key: 'fund-contract',
    });
    // 10 lots of 0.01 BTC at 50000 = 5000 USDT notional; ×10 → margin 500, fee 0.05 % = 2.5.
    const res = await t.post(
      '/api/lever/submit',
      {
        currency_id: String(BTC),
        side: 'long',
        lots: '10',
        multiple: '10',
        stop_profit: '52000',
        stop_loss: '48000',
      },
      { authorization: bob.token },
    );
    expect(res.json()).toMatchObject({ code: 1, data: { fee: '2.5' } });
    expect(await t.spot(alice.id, USDT)).toBe('0.25');
    expect(await fees(USDT)).toBe('2.25');
    expect((await rebates(alice.token)).items[0]).toMatchObject({
      amount: '0.25',
      fee: '2.5',
      currency: 'USDT',
    });
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('a flash exchange pays the inviter 10 % of its fee in the coin received', async () => {
    t = await startCommunityApp(await backend.open());
    const { alice, bob } = await team();
    await t.fund(bob.id, BTC, '1');
    const res = await t.post(
      '/api/wallet/flashAgainst',
      { currency_id: String(BTC), to_currency_id: String(ETH), amount: '0.1' },
      { authorization: bob.token },
    );
    expect(res.json().data).toMatchObject({ fee: '0.004', receive: '1.996' });
    expect(await t.spot(alice.id, ETH)).toBe('0.0004');
    expect(await fees(ETH)).toBe('0.0036');
    expect((await reconcile(t.database)).ok).toBe(true);
  });
});
