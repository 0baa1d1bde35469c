import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

// Issue 32 (account activity): sign-ins, failed sign-ins, sign-outs and security changes are
// recorded with device and address; the user reads their own last 90 days, newest first.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe.each(backends())('account activity on $name', (backend) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: new URLSearchParams({
        type: 'email',
        user_string: 'act@example.com',
        password,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': IPHONE },
      remoteAddress: '10.1.2.3',
    });
  const activity = (token: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/security/activity${query}`,
      headers: { authorization: token },
    });

  it('records sign-ins, failures, sign-outs and security changes, newest first, only the user’s own', async () => {
    t = await startTestApp(await backend.open());
    const first = await registerByEmail(t, 'act@example.com');
    t.clock.advance(60_000);
    expect((await login('wrong-password')).statusCode).toBe(401);
    t.clock.advance(60_000);
    const phone = (await login('secret123')).json().data.token as string;
    t.clock.advance(60_000);
    const changed = await t.post(
      '/api/safe/update_password',
      { old_password: 'secret123', password: 'secret456', re_password: 'secret456' },
      { authorization: phone },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    t.clock.advance(60_000);
    await t.post('/api/user/logout', {}, { authorization: phone });
    // a failed sign-in for an account nobody has records nothing
    await t.post('/api/user/login', {
      type: 'email',
      user_string: 'nobody@example.com',
      password: 'x12345678',
    });

    const again = (await login('secret456')).json().data.token as string;
    const res = await activity(again);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data as {
      items: { kind: string; ip: string; browser: string | null; os: string | null }[];
      total: number;
    };
    expect(items.map((e) => e.kind)).toEqual([
      'signed_in',
      'signed_out',
      'password_changed',
      'signed_in',
      'sign_in_failed',
      'signed_up',
    ]);
    expect(total).toBe(6);
    expect(items[4]).toMatchObject({ ip: '10.1.2.3', browser: 'Safari 18', os: 'iOS 18.1' });
    // pages
    const second = (await activity(again, '?page=2&limit=4')).json().data;
    expect(second.items.map((e: { kind: string }) => e.kind)).toEqual([
      'sign_in_failed',
      'signed_up',
    ]);
    // the first session was ended by the password change; another user sees only their own
    expect((await activity(first.token)).statusCode).toBe(401);
    const other = await registerByEmail(t, 'other-act@example.com');
    expect(
      (await activity(other.token)).json().data.items.map((e: { kind: string }) => e.kind),
    ).toEqual(['signed_up']);
  });

  it('shows only the last 90 days', async () => {
    t = await startTestApp(await backend.open());
    await registerByEmail(t, 'act@example.com');
    t.clock.advance(91 * 86_400_000);
    const token = (await login('secret123')).json().data.token as string;
    const items = (await activity(token)).json().data.items as { kind: string }[];
    expect(items.map((e) => e.kind)).toEqual(['signed_in']);
  });
});
