import { afterEach, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/lib/totp.ts';
import { backends } from '../helpers/backends.ts';
import type { User } from '../security/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedIn } from '../security/support.ts';
import { consoleAs } from './support.ts';

// The four-eyes reset of a user's second factor (the phone is lost): a reviewer asks, an admin
// other than the asker approves or rejects; approval removes the authenticator and its recovery
// codes, holds withdrawals, writes to the user and shows in the activity; all of it audited.

describe.each(backends())('second factor reset on $name', (backend) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function enable(user: User) {
    const { secret } = (await user.post('/api/security/authenticator/setup')).json().data;
    const on = await user.post('/api/security/authenticator/enable', {
      code: totpCode(secret, t.clock()),
      password: 'secret123',
    });
    expect(on.statusCode).toBe(200);
  }
  const factorOn = async (user: User) =>
    (await user.get('/api/security/authenticator')).json().data.enabled as boolean;

  it('needs a reviewer to ask and another admin to approve; then the factor is gone and withdrawals wait', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const bob = await signedIn(t, 'bob@example.com');
    await enable(alice);
    const reviewer = await consoleAs(t, 'rev@example.com', 'reviewer');
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const other = await consoleAs(t, 'admin2@example.com', 'admin');
    const user = `/api/admin/users/${alice.session.user.id}`;

    const noFactor = await reviewer.post(
      `/api/admin/users/${bob.session.user.id}/second_factor_reset`,
      {
        reason: 'lost phone',
      },
    );
    expect(noFactor.json().code).toBe(2617);
    const asked = await reviewer.post(`${user}/second_factor_reset`, {
      reason: 'Lost phone; identity checked by video call',
    });
    expect(asked.statusCode).toBe(200);
    const { id } = asked.json().data;
    expect(asked.json().data).toMatchObject({ requested_by: 'rev@example.com' });
    expect(
      (await reviewer.post(`${user}/second_factor_reset`, { reason: 'again' })).json().code,
    ).toBe(2618);
    expect((await admin.get(user)).json().data.second_factor_reset).toMatchObject({ id });

    // A reviewer may not decide; an admin who asked may not either.
    expect((await reviewer.post(`/api/admin/second_factor_resets/${id}/approve`)).statusCode).toBe(
      403,
    );
    const byAsker = await admin.post(`${user}/second_factor_reset`, { reason: 'x' });
    expect(byAsker.json().code).toBe(2618); // still the reviewer's one waiting
    expect(await factorOn(alice)).toBe(true);

    const approved = await admin.post(`/api/admin/second_factor_resets/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect((await other.post(`/api/admin/second_factor_resets/${id}/approve`)).json().code).toBe(
      2607,
    );
    expect(await factorOn(alice)).toBe(false);
    expect((await t.database.query('SELECT 1 FROM recovery_codes')).length).toBe(0);
    const [held] = await t.database.query<{ reason: string }>(
      'SELECT withdraw_hold_reason AS reason FROM users WHERE email = $1',
      [alice.email],
    );
    expect(held!.reason).toBe('second_factor_reset');
    const mails = await t.database.query<{ subject: string }>(
      'SELECT subject FROM outbox WHERE target = $1 AND html IS NOT NULL',
      [alice.email],
    );
    expect(mails.map((m) => m.subject)).toContain('Support removed your two-step verification');
    const events = (await alice.get('/api/security/activity')).json().data.items;
    expect(events[0]).toMatchObject({ kind: 'second_factor_reset', ip: null });
    const audit = await t.database.query<{ action: string; operator: string }>(
      `SELECT action, actor AS operator FROM audit_log WHERE target_id = $1 ORDER BY id`,
      [String(alice.session.user.id)],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'user.second_factor_reset_request',
      'user.second_factor_reset',
    ]);
    // The password alone signs in again.
    const login = await t.post('/api/user/login', {
      type: 'email',
      user_string: alice.email,
      password: 'secret123',
    });
    expect(login.statusCode).toBe(200);
  });

  it('the asker cannot approve; a rejection keeps the factor', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    await enable(alice);
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const other = await consoleAs(t, 'admin2@example.com', 'admin');
    const user = `/api/admin/users/${alice.session.user.id}`;
    const { id } = (
      await admin.post(`${user}/second_factor_reset`, { reason: 'caller claims loss' })
    ).json().data;
    expect((await admin.post(`/api/admin/second_factor_resets/${id}/approve`)).json().code).toBe(
      2619,
    );
    const rejected = await other.post(`/api/admin/second_factor_resets/${id}/reject`, {
      reason: 'Caller could not prove identity',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await factorOn(alice)).toBe(true);
    expect((await admin.get(user)).json().data.second_factor_reset).toBeNull();
  });
});
