import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ownCode, setFundPassword, signedIn } from './support.ts';

describe.each(backends())('fund and login passwords on $name', (backend) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('sets the fund password the first time only with a code sent to the user', async () => {
    t = await startTestApp(await backend.open());
    const user = await signedIn(t, 'anna@example.com');
    expect((await user.post('/api/user/has_password')).json().data).toEqual({
      has_password: false,
    });

    const noProof = await user.post('/api/user/e_pwd', {
      password: '123456',
      re_password: '123456',
    });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().code).toBe(1308);
    const wrongCode = await user.post('/api/user/e_pwd', {
      password: '123456',
      re_password: '123456',
      code: '000000',
    });
    expect(wrongCode.json().code).toBe(1101);

    const code = await ownCode(t, user, 'fund_password');
    const differ = await user.post('/api/user/e_pwd', {
      password: '123456',
      re_password: '654321',
      code,
    });
    expect(differ.statusCode).toBe(400);
    const notSix = await user.post('/api/user/e_pwd', {
      password: '12345',
      re_password: '12345',
      code,
    });
    expect(notSix.statusCode).toBe(400);
    const letters = await user.post('/api/user/e_pwd', {
      password: '12345a',
      re_password: '12345a',
      code,
    });
    expect(letters.statusCode).toBe(400);

    const set = await user.post(
      '/api/user/e_pwd',
      { password: '123456', re_password: '123456', code },
      { lang: 'zh' },
    );
    expect(set.json()).toEqual({ code: 1, type: 'ok', message: '资金密码设置成功', data: null });
    expect((await user.post('/api/user/has_password')).json().data).toEqual({ has_password: true });
    const center = await t.app.inject({
      method: 'GET',
      url: '/api/user/center',
      headers: user.auth,
    });
    expect(center.json().data.has_fund_password).toBe(true);
    // the code was used up
    const again = await user.post('/api/user/e_pwd', {
      password: '111111',
      re_password: '111111',
      code,
    });
    expect(again.json().code).toBe(1101);
    const row = await t.database.query<{ h: string }>(
      'SELECT fund_password_hash AS h FROM users WHERE email = $1',
      ['anna@example.com'],
    );
    expect(row[0]?.h).toMatch(/^\$argon2id\$/);
  });

  it('changes the fund password with the current one or a code, and throttles wrong ones', async () => {
    t = await startTestApp(await backend.open());
    const user = await signedIn(t, 'bob@example.com');
    await setFundPassword(t, user, '123456');

    const changed = await user.post('/api/user/e_pwd', {
      password: '222222',
      re_password: '222222',
      old_password: '123456',
    });
    expect(changed.json()).toMatchObject({ code: 1, message: 'Fund password changed' });
    for (let i = 0; i < 5; i++) {
      const wrong = await user.post('/api/user/e_pwd', {
        password: '333333',
        re_password: '333333',
        old_password: '999999',
      });
      expect(wrong.json().code).toBe(1302);
    }
    const throttled = await user.post('/api/user/e_pwd', {
      password: '333333',
      re_password: '333333',
      old_password: '222222',
    });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({
      code: 1303,
      message: 'Too many wrong fund passwords. Please try again in 15 minutes',
    });
    // a code still works (a forgotten fund password)
    const code = await ownCode(t, user, 'fund_password');
    expect(
      (await user.post('/api/user/e_pwd', { password: '444444', re_password: '444444', code }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(15 * 60_000 + 1);
    expect(
      (
        await user.post('/api/user/e_pwd', {
          password: '555555',
          re_password: '555555',
          old_password: '444444',
        })
      ).statusCode,
    ).toBe(200);
  });

  it("never sends a fund-password code to somebody else's address", async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    await signedIn(t, 'mallory@example.com');
    const res = await alice.post('/api/sms_mail', {
      user_string: 'mallory@example.com',
      scene: 'fund_password',
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets no more than 5 parallel fund-password guesses be checked', async () => {
    t = await startTestApp(await backend.open());
    const user = await signedIn(t, 'eve@example.com');
    await setFundPassword(t, user, '123456');
    const guesses = Array.from({ length: 12 }, (_, i) =>
      user.post('/api/user/e_pwd', {
        password: '222222',
        re_password: '222222',
        old_password: String(900000 + i),
      }),
    );
    const codes = (await Promise.all(guesses)).map((r) => r.json().code as number);
    expect(codes.filter((c) => c === 1302)).toHaveLength(5);
    expect(codes.filter((c) => c === 1303)).toHaveLength(7);
    const right = await user.post('/api/user/e_pwd', {
      password: '222222',
      re_password: '222222',
      old_password: '123456',
    });
    expect(right.statusCode).toBe(429);
  });

  it('changes the login password, refusing a wrong original, keeping only this session', async () => {
    t = await startTestApp(await backend.open());
    const user = await signedIn(t, 'carol@example.com', 'old-secret');
    const other = await t.post('/api/user/login', {
      type: 'email',
      user_string: 'carol@example.com',
      password: 'old-secret',
    });
    const otherToken = other.json().data.token as string;

    const differ = await user.post('/api/safe/update_password', {
      old_password: 'old-secret',
      password: 'new-secret',
      re_password: 'new-secreT',
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().data).toEqual({ re_password: 'Two passwords are different' });
    const short = await user.post('/api/safe/update_password', {
      old_password: 'old-secret',
      password: '12345',
      re_password: '12345',
    });
    expect(short.statusCode).toBe(400);
    const wrong = await user.post(
      '/api/safe/update_password',
      { old_password: 'not-it', password: 'new-secret', re_password: 'new-secret' },
      { lang: 'jp' },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 1304,
      message: '現在のパスワードが正しくありません',
    });

    const ok = await user.post('/api/safe/update_password', {
      old_password: 'old-secret',
      password: 'new-secret',
      re_password: 'new-secret',
    });
    expect(ok.json()).toEqual({
      code: 1,
      type: 'ok',
      message: 'Login password changed',
      data: null,
    });
    const center = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/user/center', headers: { authorization: token } });
    expect((await center(user.session.token)).statusCode).toBe(200);
    expect((await center(otherToken)).json().type).toBe('999');
    const login = (password: string) =>
      t.post('/api/user/login', { type: 'email', user_string: 'carol@example.com', password });
    expect((await login('old-secret')).statusCode).toBe(401);
    expect((await login('new-secret')).statusCode).toBe(200);
  });

  it('throttles guessing the original login password', async () => {
    t = await startTestApp(await backend.open());
    const user = await signedIn(t, 'dave@example.com', 'old-secret');
    for (let i = 0; i < 5; i++) {
      await user.post('/api/safe/update_password', {
        old_password: `guess-${i}`,
        password: 'new-secret',
        re_password: 'new-secret',
      });
    }
    const res = await user.post('/api/safe/update_password', {
      old_password: 'old-secret',
      password: 'new-secret',
      re_password: 'new-secret',
    });
    expect(res.statusCode).toBe(429);
  });

  it('refuses every security call without a session', async () => {
    t = await startTestApp(await backend.open());
    for (const url of [
      '/api/user/has_password',
      '/api/user/e_pwd',
      '/api/safe/update_password',
      '/api/wallet/get_address',
      '/api/wallet/deladdress',
    ]) {
      const res = await t.post(url, {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json().type).toBe('999');
    }
  });
});
