// Wallet notifications: a deposit credited or rejected and a withdrawal paid (with its reference) or
// rejected, written in the operator's decision; a gift told to its recipient, with the sender masked.
// One each; none for a refused or repeated decision, none for anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import { cliActor } from '../../src/modules/audit/audit.ts';
import { decideReview } from '../../src/modules/review/decide.ts';
import { reviewKind } from '../../src/modules/review/registry.ts';
import { backends } from '../helpers/backends.ts';
import { uploadId } from '../kyc/support.ts';
import type { User } from '../security/support.ts';
import { out, startWithdrawApp, USDT, type WithdrawApp } from '../withdraw/fixture.ts';

interface Item {
  category: string;
  kind: string;
  params: Record<string, string>;
  object_type: string | null;
  object_id: number | null;
  link: string;
}

describe.each(backends())('wallet notifications on $name', (backend) => {
  let t: WithdrawApp;
  beforeAll(async () => {
    t = await startWithdrawApp(await backend.open());
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  /** The user's wallet notifications, newest first (their KYC approval of the set-up aside). */
  const wallet = async (u: User) => {
    const res = await u.get('/api/notifications?category=wallet');
    expect(res.statusCode).toBe(200);
    return res.json().data.items as Item[];
  };
  const deposit = async (u: User, form: Record<string, string>) => {
    const res = await u.post('/api/wallet/charge_req', {
      image: await uploadId(t, u.session.token),
      ...form,
    });
    expect(res.statusCode).toBe(200);
    return String(res.json().data.id);
  };

  it('tells of a deposit credited (the amount less the fee) or rejected (with the reason), once', async () => {
    const u = await t.user('deposits@example.com');
    const other = await t.user('deposits-other@example.com');
    const passed = await deposit(u, { type: 'bank', amount: '1000' });
    // Decided from the console (the server's events): the socket hears of it after the commit.
    const heard: BusEvent[] = [];
    await t.app.events.delivered();
    t.app.events.onUser(u.session.user.id, (e) => heard.push(e));
    await decideReview(
      { database: t.database, ledger: t.ledger, clock: t.clock, events: t.app.events },
      cliActor(),
      reviewKind('deposit')!,
      passed,
      'approve',
      null,
    );
    expect((await t.operator('review', 'approve', 'deposit', passed)).exitCode).toBe(2);
    expect(
      (await t.operator('review', 'reject', 'deposit', passed, '--reason', 'x')).exitCode,
    ).toBe(2);
    const credited = await wallet(u);
    expect(credited).toEqual([
      expect.objectContaining({
        category: 'wallet',
        kind: 'deposit_credited',
        params: { coin: 'USDT', amount: '995' },
        object_type: 'deposit',
        object_id: Number(passed),
        link: '/pages/assets/transfer/record',
      }),
    ]);
    await t.app.events.delivered();
    expect(heard.filter((e) => e.type === 'notification')).toEqual([
      { type: 'notification', data: expect.objectContaining({ kind: 'deposit_credited' }) },
    ]);

    const rejected = await deposit(u, {
      type: 'chain',
      currency_id: String(USDT),
      network: 'TRC20',
      amount: '50',
    });
    const reason = 'No such transfer on chain';
    expect(
      (await t.operator('review', 'reject', 'deposit', rejected, '--reason', reason)).exitCode,
    ).toBe(0);
    expect((await t.operator('review', 'approve', 'deposit', rejected)).exitCode).toBe(2);
    expect(await wallet(u)).toEqual([
      expect.objectContaining({
        kind: 'deposit_rejected',
        params: { coin: 'USDT', amount: '50', reason },
        object_type: 'deposit',
        object_id: Number(rejected),
        link: '/pages/assets/transfer/record',
      }),
      credited[0],
    ]);
    expect(await wallet(other)).toEqual([]);
  });

  it('tells of a withdrawal paid with its reference, or rejected with the reason, once', async () => {
    const u = await t.ready('withdrawals@example.com');
    const other = await t.ready('withdrawals-other@example.com');
    expect((await out(u, { amount: '100', address_id: String(u.addressId) })).statusCode).toBe(200);
    const [paid] = await t.pendingIds('withdraw');
    // Refused without its reference: nothing is told.
    expect((await t.operator('review', 'approve', 'withdraw', paid!)).exitCode).not.toBe(0);
    expect(await wallet(u)).toEqual([]);
    const pay = () => t.operator('review', 'approve', 'withdraw', paid!, '--reference', 'tx-0001');
    expect((await pay()).exitCode).toBe(0);
    expect((await pay()).exitCode).toBe(2);
    const told = await wallet(u);
    expect(told).toEqual([
      expect.objectContaining({
        category: 'wallet',
        kind: 'withdraw_paid',
        params: { coin: 'USDT', amount: '100', reference: 'tx-0001' },
        object_type: 'withdraw',
        object_id: Number(paid),
        link: '/pages/assets/withdraw/detail',
      }),
    ]);

    expect((await out(u, { amount: '50', address_id: String(u.addressId) })).statusCode).toBe(200);
    const [rejected] = await t.pendingIds('withdraw');
    const reject = () =>
      t.operator('review', 'reject', 'withdraw', rejected!, '--reason', 'address blocked');
    expect((await reject()).exitCode).toBe(0);
    expect((await reject()).exitCode).toBe(2);
    expect(await wallet(u)).toEqual([
      expect.objectContaining({
        kind: 'withdraw_rejected',
        params: { coin: 'USDT', amount: '50', reason: 'address blocked' },
        object_type: 'withdraw',
        object_id: Number(rejected),
      }),
      told[0],
    ]);
    expect(await wallet(other)).toEqual([]);
    // The application itself is the user's own act, told by e-mail only: no security alert.
    const account = (await u.get('/api/notifications?category=account')).json().data
      .items as Item[];
    expect(account.map((n) => n.kind)).toEqual(['kyc_approved']);
  });

  it('tells the recipient of a gift who sent it (masked) and what, and nobody else', async () => {
    const alice = await t.user('alice.gift@example.com');
    const bob = await t.user('bob.gift@example.com');
    await t.fund(alice, '100');
    const heard: BusEvent[] = [];
    await t.app.events.delivered();
    t.app.events.onUser(bob.session.user.id, (e) => heard.push(e));
    const gift = (password: string, amount = '30.5') =>
      alice.post('/api/remittance/remittance', {
        currency_id: String(USDT),
        email: 'bob.gift@example.com',
        amount,
        password,
      });
    expect((await gift('wrong-password')).statusCode).toBe(422);
    expect((await gift('secret123', '1000')).statusCode).not.toBe(200); // beyond the balance
    expect(await wallet(bob)).toEqual([]);
    const sent = await gift('secret123');
    expect(sent.statusCode).toBe(200);
    expect(await wallet(bob)).toEqual([
      expect.objectContaining({
        category: 'wallet',
        kind: 'gift_received',
        params: { coin: 'USDT', amount: '30.5', from: 'al***@example.com' },
        object_type: 'transfer',
        object_id: sent.json().data.id,
        link: '/pages/assets/record',
      }),
    ]);
    expect(await wallet(alice)).toEqual([]);
    await t.app.events.delivered();
    expect(heard.filter((e) => e.type === 'notification')).toEqual([
      { type: 'notification', data: expect.objectContaining({ kind: 'gift_received' }) },
    ]);
  });
});
