import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { lastCode, registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

const center = (t: TestApp, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/user/center',
    headers: authorization ? { authorization } : {},
  });

describe.each(backends())('sign-in and sessions on $name', (backend) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('answers 401 / 999 for a missing, unknown, expired or revoked token', async () => {
    t = await startTestApp(await backend.open());
    const expected = { code: 401, type: '999', message: 'Please log in again', data: null };
    expect((await center(t)).json()).toEqual(expected);
    expect((await center(t)).statusCode).toBe(401);
    expect((await center(t, 'A'.repeat(43))).json()).toEqual(expected);
    expect((await center(t, 'garbage')).json()).toEqual(expected);

    const session = await registerByEmail(t, 'frank@example.com');
    expect((await center(t, session.token)).statusCode).toBe(200); // raw token
    expect((await center(t, `Bearer ${session.token}`)).statusCode).toBe(200);
    const logout = await t.post(
      '/api/user/logout',
      {},
      { authorization: session.token, lang: 'th' },
    );
    expect(logout.json()).toEqual({ code: 1, type: 'ok', message: 'ออกจากระบบแล้ว', data: null });
    expect((await center(t, session.token)).json()).toEqual(expected);

    const login = await t.post('/api/user/login', {
      type: 'email',
      user_string: 'frank@example.com',
      password: 'secret123',
    });
    const token = login.json().data.token as string;
    t.clock.advance(7 * 24 * 3_600_000 + 1);
    expect((await center(t, token)).json()).toEqual(expected);
  });

  it('signs in with the right password only, the same way for unknown accounts', async () => {
    t = await startTestApp(await backend.open());
    await registerByEmail(t, 'grace@example.com', 'right-password');
    const attempt = (user_string: string, password: string, lang = 'en') =>
      t.post('/api/user/login', { type: 'email', user_string, password }, { lang });
    const ok = await attempt('GRACE@example.com', 'right-password');
    expect(ok.json()).toMatchObject({
      code: 1,
      type: 'ok',
      message: 'Login successful',
      data: { user: { email: 'grace@example.com' } },
    });
    const wrong = await attempt('grace@example.com', 'wrong-password', 'zh');
    const unknown = await attempt('nobody@example.com', 'wrong-password', 'zh');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 1002,
      type: 'error',
      message: '账号或密码错误',
      data: null,
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('throttles failed sign-ins per account and per address', async () => {
    t = await startTestApp(await backend.open());
    await registerByEmail(t, 'heidi@example.com', 'right-password');
    const attempt = (password: string, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          type: 'email',
          user_string: 'heidi@example.com',
          password,
        }).toString(),
      });
    for (let i = 0; i < 5; i++) expect((await attempt('nope-nope')).statusCode).toBe(401);
    const throttled = await attempt('right-password', '10.1.1.1'); // even the right password, from elsewhere
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({
      code: 1003,
      message: 'Too many failed attempts. Please try again in 15 minutes',
    });
    t.clock.advance(15 * 60_000 + 1);
    expect((await attempt('right-password')).statusCode).toBe(200);

    // per address: 20 failures over many accounts
    for (let i = 0; i < 20; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          type: 'email',
          user_string: `x${i}@example.com`,
          password: 'guess123',
        }).toString(),
      });
    }
    expect((await attempt('right-password', '10.9.9.9')).statusCode).toBe(429);
  });

  it('resets a forgotten password, revoking every session, without telling who exists', async () => {
    t = await startTestApp(await backend.open());
    const first = await registerByEmail(t, 'ivan@example.com', 'old-password');
    const second = (
      await t.post('/api/user/login', {
        type: 'email',
        user_string: 'ivan@example.com',
        password: 'old-password',
      })
    ).json().data;

    const known = await t.post('/api/sms_mail', {
      user_string: 'ivan@example.com',
      scene: 'forget',
    });
    const unknown = await t.post('/api/sms_mail', {
      user_string: 'nobody@example.com',
      scene: 'forget',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(
      await t.database.query('SELECT 1 FROM outbox WHERE target = $1', ['nobody@example.com']),
    ).toHaveLength(0);

    const reset = (user_string: string, code: string) =>
      t.post('/api/user/forget', {
        type: 'email',
        user_string,
        code,
        password: 'new-password',
        re_password: 'new-password',
      });
    const badForUnknown = await reset('nobody@example.com', '123456');
    const badForKnown = await reset('ivan@example.com', '123456');
    expect(badForUnknown.json()).toEqual(badForKnown.json());

    const code = await lastCode(t.database, 'ivan@example.com');
    const done = await reset('ivan@example.com', code);
    expect(done.json()).toEqual({
      code: 1,
      type: 'ok',
      message: 'Your password has been reset. Please log in again',
      data: null,
    });
    expect((await center(t, first.token)).statusCode).toBe(401);
    expect((await center(t, second.token)).statusCode).toBe(401);
    const oldLogin = await t.post('/api/user/login', {
      type: 'email',
      user_string: 'ivan@example.com',
      password: 'old-password',
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.post('/api/user/login', {
      type: 'email',
      user_string: 'ivan@example.com',
      password: 'new-password',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('sends scene codes to signed-in users for their own address only', async () => {
    t = await startTestApp(await backend.open());
    const judy = await registerByEmail(t, 'judy@example.com');
    await registerByEmail(t, 'kim@example.com');
    const send = (user_string: string, auth?: string) =>
      t.post(
        '/api/sms_mail',
        { user_string, scene: 'fund_password' },
        auth ? { authorization: auth } : {},
      );
    expect((await send('judy@example.com')).json()).toMatchObject({ type: '999' });
    expect((await send('kim@example.com', judy.token)).statusCode).toBe(403);
    expect((await send('judy@example.com', judy.token)).statusCode).toBe(200);
  });
});
