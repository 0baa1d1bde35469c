import { afterEach, describe, expect, it } from 'vitest';
import { houseAccount, reconcile, userAccount } from '../../src/ledger/index.ts';
import { payRebate } from '../../src/modules/referral/index.ts';
import { backends } from '../helpers/backends.ts';
import { startCommunityApp, type CommunityApp } from './fixture.ts';

const USDT = 3;

describe.each(backends())('referral rebates on $name', (backend) => {
  let t: CommunityApp;
  afterEach(() => t?.close());

  /** A trade fee: the trader pays `fee` to the fee house, and the rebate is paid in the same entry run. */
  const chargeFee = (userId: number, fee: string, sourceKey: string) =>
    t.ledger.run(async (tx) => {
      await tx.debit({
        userId,
        currencyId: USDT,
        amount: fee,
        to: 'fees',
        key: `test-fee:${sourceKey}`,
      });
      return payRebate(tx, {
        tradeUserId: userId,
        currencyId: USDT,
        fee,
        sourceKey,
        at: t.clock(),
      });
    });

  it('pays the inviter their level ratio of a fee once per fee, out of the fee house', async () => {
    t = await startCommunityApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const bob = await t.invited('bob@example.com', await t.inviteCode(alice.id));
    await t.fund(bob.id, USDT, '100');
    const paid = await chargeFee(bob.id, '2.5', 'spot_fill:1');
    expect(paid).toMatchObject({ inviterId: alice.id, amount: '0.25' }); // level 1: 10 %
    // The same fee again (a retry of the caller): nothing more is paid.
    expect(
      await t.ledger.run((tx) =>
        payRebate(tx, {
          tradeUserId: bob.id,
          currencyId: USDT,
          fee: '2.5',
          sourceKey: 'spot_fill:1',
        }),
      ),
    ).toBeNull();
    expect(await t.spot(alice.id, USDT)).toBe('0.25');
    expect((await t.ledger.account(houseAccount('fees', USDT))).available).toBe('2.25');
    await chargeFee(bob.id, '1', 'spot_fill:2');
    expect(await t.spot(alice.id, USDT)).toBe('0.35');

    const list = (
      await t.post('/api/user/my_account_return', {}, { authorization: alice.token })
    ).json().data;
    expect(list).toMatchObject({ total: 2, totals: [{ currency: 'USDT', amount: '0.35' }] });
    expect(list.items[0]).toMatchObject({
      amount: '0.1',
      fee: '1',
      ratio: '0.1',
      from_account: 'bo***@example.com',
    });
    // Bob sees no rebates of Alice's.
    expect(
      (await t.post('/api/user/my_account_return', {}, { authorization: bob.token })).json().data
        .total,
    ).toBe(0);
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('pays nothing without an inviter and never to oneself', async () => {
    t = await startCommunityApp(await backend.open());
    const solo = await t.user('solo@example.com');
    await t.fund(solo.id, USDT, '10');
    expect(await chargeFee(solo.id, '1', 'fee:solo')).toBeNull();
    expect(await t.spot(solo.id, USDT)).toBe('9');
    // A row that names itself as inviter (not possible through registration) still gets nothing.
    await t.database
      .query('UPDATE users SET inviter_id = id WHERE id = $1', [solo.id])
      .catch(() => undefined);
    expect(await chargeFee(solo.id, '1', 'fee:self')).toBeNull();
    expect(await t.spot(solo.id, USDT)).toBe('8');
    expect((await t.ledger.account(userAccount(solo.id, USDT))).available).toBe('8');
    // A disabled inviter is paid nothing either.
    const boss = await t.row('boss@example.com', null);
    const member = await t.row('member@example.com', boss.id);
    await t.fund(member.id, USDT, '5');
    await t.database.query('UPDATE users SET disabled_at = now() WHERE id = $1', [boss.id]);
    expect(await chargeFee(member.id, '1', 'fee:disabled')).toBeNull();
    expect(await t.spot(boss.id, USDT)).toBe('0');
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('rolls back with the caller: a failed trade pays no rebate and can be retried', async () => {
    t = await startCommunityApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const bob = await t.row('bob@example.com', alice.id);
    await t.fund(bob.id, USDT, '10');
    await expect(
      t.ledger.run(async (tx) => {
        await tx.debit({ userId: bob.id, currencyId: USDT, amount: '1', to: 'fees', key: 'fee:x' });
        await payRebate(tx, {
          tradeUserId: bob.id,
          currencyId: USDT,
          fee: '1',
          sourceKey: 'order:x',
        });
        throw new Error('trade failed');
      }),
    ).rejects.toThrow('trade failed');
    expect(await t.spot(alice.id, USDT)).toBe('0');
    expect(await chargeFee(bob.id, '1', 'order:x')).toMatchObject({ amount: '0.1' });
    expect(await t.spot(alice.id, USDT)).toBe('0.1');
  });

  it('raises the ratio with the partner level (5 direct invitees: 20 %)', async () => {
    t = await startCommunityApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const team = [];
    for (let i = 0; i < 5; i++) team.push(await t.row(`m${i}@example.com`, alice.id));
    await t.fund(team[0]!.id, USDT, '10');
    expect(await chargeFee(team[0]!.id, '3', 'fee:lvl')).toMatchObject({ amount: '0.6' });
    const center = (await t.get('/api/user/center2', alice.token)).json().data;
    expect(center).toMatchObject({
      level: 2,
      level_name: 'Partner',
      rebate_ratio: '0.2',
      direct_count: 5,
    });
    expect(center.authorization_code).toBe(`P2-${await t.inviteCode(alice.id)}`);
  });
});
