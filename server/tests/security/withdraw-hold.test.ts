import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { lastCode } from '../support/app.ts';
import { out, startWithdrawApp, type WithdrawApp } from '../withdraw/fixture.ts';
import { ownCode, type User } from './support.ts';

// The withdrawal hold: after a login password reset or a fund password change, withdrawals wait
// `security.withdraw_hold_hours` (24 by default); the info says until when and why.

const HOUR = 3_600_000;

describe.each(backends())('withdrawal hold on $name', (backend) => {
  let t: WithdrawApp;
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  const info = async (user: User) =>
    (await user.post('/api/wallet/get_info', { currency_id: '3' })).json().data;

  async function changeFundPassword(user: User, password: string) {
    const res = await user.post('/api/user/e_pwd', {
      old_password: '123456',
      password,
      re_password: password,
    });
    expect(res.statusCode).toBe(200);
  }

  /** Resets the login password with an e-mailed code and signs in again. */
  async function resetPassword(user: User): Promise<User> {
    await t.post('/api/sms_mail', { user_string: user.email, scene: 'forget' });
    const code = await lastCode(t.database, user.email);
    const reset = await t.post('/api/user/forget', {
      type: 'email',
      user_string: user.email,
      code,
      password: 'brand-new-1',
      re_password: 'brand-new-1',
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.post('/api/user/login', {
      type: 'email',
      user_string: user.email,
      password: 'brand-new-1',
    });
    const auth = { authorization: login.json().data.token as string };
    return {
      ...user,
      auth,
      post: (url, form = {}, headers = {}) => t.post(url, form, { ...auth, ...headers }),
    };
  }

  it('holds withdrawals 24 hours after a fund password change, then lets them go', async () => {
    t = await startWithdrawApp(await backend.open());
    const alice = await t.ready('alice@example.com');
    expect((await info(alice)).withdraw_hold).toBeNull(); // setting it the first time holds nothing
    const changedAt = t.clock();
    await changeFundPassword(alice, '654321');

    const until = new Date(changedAt.getTime() + 24 * HOUR).toISOString();
    expect((await info(alice)).withdraw_hold).toEqual({ until, reason: 'fund_password_changed' });
    const held = await out(
      alice,
      { address_id: String(alice.addressId), amount: '20', fund_password: '654321' },
      'zh',
    );
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({ code: 1710, type: 'error' });
    expect(held.json().message).toContain('资金密码已修改');
    expect(held.json().message).toContain(`${until.slice(0, 10)} ${until.slice(11, 16)} UTC`);
    expect(await t.balance(alice)).toEqual({ available: '1000', frozen: '0' }); // nothing frozen

    t.clock.advance(24 * HOUR - 60_000);
    expect(
      (
        await out(alice, {
          address_id: String(alice.addressId),
          amount: '20',
          fund_password: '654321',
        })
      ).json().code,
    ).toBe(1710);
    t.clock.advance(60_000);
    expect((await info(alice)).withdraw_hold).toBeNull();
    const sent = await out(alice, {
      address_id: String(alice.addressId),
      amount: '20',
      fund_password: '654321',
    });
    expect(sent.statusCode).toBe(200);
    expect(await t.balance(alice)).toEqual({ available: '980', frozen: '20' });
  });

  it('holds after a login password reset; a later change extends the hold, never shortens it', async () => {
    t = await startWithdrawApp(await backend.open());
    const bob = await t.ready('bob@example.com');
    const resetAt = t.clock();
    const signedInAgain = await resetPassword(bob);
    const first = new Date(resetAt.getTime() + 24 * HOUR).toISOString();
    expect((await info(signedInAgain)).withdraw_hold).toEqual({
      until: first,
      reason: 'password_reset',
    });

    // The operator shortens the hold to 2 hours: a change now ends at once + 2 h, before the first.
    expect((await t.operator('setting', 'set', 'security.withdraw_hold_hours', '2')).exitCode).toBe(
      0,
    );
    t.clock.advance(HOUR);
    await changeFundPassword(signedInAgain, '654321');
    expect((await info(signedInAgain)).withdraw_hold).toEqual({
      until: first,
      reason: 'password_reset',
    });

    // Longer again: the later change wins and says so.
    expect(
      (await t.operator('setting', 'set', 'security.withdraw_hold_hours', '48')).exitCode,
    ).toBe(0);
    const code = await ownCode(t, signedInAgain, 'fund_password'); // moves the clock past a resend
    const secondAt = t.clock();
    const byCode = await signedInAgain.post('/api/user/e_pwd', {
      password: '111222',
      re_password: '111222',
      code,
    });
    expect(byCode.statusCode).toBe(200);
    expect((await info(signedInAgain)).withdraw_hold).toEqual({
      until: new Date(secondAt.getTime() + 48 * HOUR).toISOString(),
      reason: 'fund_password_changed',
    });
  });

  it('holds nothing when the operator sets 0 hours, and refuses a value out of range', async () => {
    t = await startWithdrawApp(await backend.open());
    const carol = await t.ready('carol@example.com');
    expect(await t.operator('setting', 'set', 'security.withdraw_hold_hours', '169')).toEqual({
      output: 'error: Enter a value from 0 to 168',
      exitCode: 2,
    });
    expect((await t.operator('setting', 'set', 'security.withdraw_hold_hours', '0')).exitCode).toBe(
      0,
    );
    await changeFundPassword(carol, '654321');
    expect((await info(carol)).withdraw_hold).toBeNull();
    const sent = await out(carol, {
      address_id: String(carol.addressId),
      amount: '20',
      fund_password: '654321',
    });
    expect(sent.statusCode).toBe(200);
  });

  it("one user's change holds only that user's withdrawals", async () => {
    t = await startWithdrawApp(await backend.open());
    const dave = await t.ready('dave@example.com');
    const erin = await t.ready('erin@example.com');
    await changeFundPassword(dave, '654321');
    expect((await info(erin)).withdraw_hold).toBeNull();
    expect((await out(erin, { address_id: String(erin.addressId), amount: '20' })).statusCode).toBe(
      200,
    );
  });
});
