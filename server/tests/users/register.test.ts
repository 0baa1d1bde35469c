import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { lastCode, registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

describe.each(backends())('registration and codes on $name', (backend) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('registers by e-mail with a code from the outbox and signs in', async () => {
    t = await startTestApp(await backend.open());
    const sent = await t.post('/api/sms_mail', {
      user_string: 'Alice@Example.com',
      scene: 'register',
    });
    expect(sent.json()).toEqual({
      code: 1,
      type: 'ok',
      message: 'Verification code sent',
      data: { resend_after: 60, expires_in: 600 },
    });
    const code = await lastCode(t.database, 'alice@example.com');
    const res = await t.post('/api/user/register', {
      type: 'email',
      user_string: 'alice@example.com',
      code,
      password: 'secret123',
      re_password: 'secret123',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({
      account: 'alice@example.com',
      account_type: 'email',
      kyc_status: 'unverified',
      has_fund_password: false,
    });
    const center = await t.app.inject({
      method: 'GET',
      url: '/api/user/center',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(center.json().data.id).toBe(data.user.id);
    // secrets are stored hashed
    const [row] = await t.database.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [data.user.id],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    const codes = await t.database.query<{ code_hash: string }>(
      'SELECT code_hash FROM verification_codes',
    );
    expect(codes.every((c) => !c.code_hash.includes(code))).toBe(true);
    // the same address cannot register twice, nor even ask for a register code
    t.clock.advance(61_000);
    expect(
      (await t.post('/api/sms_mail', { user_string: 'alice@example.com', scene: 'register' }))
        .statusCode,
    ).toBe(409);
  });

  it('registers by phone with area code, with an invite code', async () => {
    t = await startTestApp(await backend.open());
    const inviter = await registerByEmail(t, 'inviter@example.com');
    const sent = await t.post(
      '/api/sms_send',
      { user_string: '13800138000', area_code: '86', scene: 'register' },
      { lang: 'zh' },
    );
    expect(sent.json().message).toBe('验证码已发送');
    const code = await lastCode(t.database, '+86 13800138000');
    const form = {
      type: 'mobile',
      user_string: '13800138000',
      area_code: '86',
      code,
      password: 'secret123',
      re_password: 'secret123',
    };
    const res = await t.post('/api/user/register', {
      ...form,
      extension_code: inviter.user.invite_code,
    });
    expect(res.json().data.user).toMatchObject({
      account: '13800138000',
      phone: '13800138000',
      area_code: '86',
      email: null,
      nickname: '138****8000',
    });
    const [row] = await t.database.query<{ inviter_id: number }>(
      'SELECT inviter_id FROM users WHERE phone = $1',
      ['13800138000'],
    );
    expect(row!.inviter_id).toBe(inviter.user.id);
    // an area code the platform does not serve
    const unknown = await t.post('/api/sms_send', {
      user_string: '5550100',
      area_code: '999',
      scene: 'register',
    });
    expect(unknown.json()).toMatchObject({
      code: 400,
      data: { area_code: 'This country or region code is not supported' },
    });
  });

  it('refuses mismatched passwords, unknown invite codes and malformed accounts', async () => {
    t = await startTestApp(await backend.open());
    const base = {
      type: 'email',
      user_string: 'bob@example.com',
      code: '123456',
      password: 'secret123',
    };
    const mismatch = await t.post(
      '/api/user/register',
      { ...base, re_password: 'other123' },
      { lang: 'jp' },
    );
    expect(mismatch.json()).toMatchObject({
      code: 400,
      data: { re_password: '2回入力したパスワードが一致しません' },
    });
    const badEmail = await t.post('/api/user/register', {
      ...base,
      user_string: 'not-an-email',
      re_password: 'secret123',
    });
    expect(badEmail.json()).toMatchObject({
      code: 400,
      data: { user_string: 'Please enter a valid email' },
    });
    const invite = await t.post('/api/user/register', {
      ...base,
      re_password: 'secret123',
      extension_code: 'NOSUCH1',
    });
    expect(invite.json()).toMatchObject({ code: 1004, type: 'error' });
    expect(invite.statusCode).toBe(422);
  });

  it('makes a code single use, scene- and target-bound, and expiring after 10 minutes', async () => {
    t = await startTestApp(await backend.open());
    await t.post('/api/sms_mail', { user_string: 'carol@example.com', scene: 'register' });
    const code = await lastCode(t.database, 'carol@example.com');
    const form = {
      type: 'email',
      user_string: 'carol@example.com',
      code,
      password: 'secret123',
      re_password: 'secret123',
    };
    // wrong scene and wrong target are refused
    const check = (body: Record<string, string>) => t.post('/api/user/check_email', body);
    expect(
      (await check({ user_string: 'carol@example.com', code, scene: 'forget' })).statusCode,
    ).toBe(422);
    expect(
      (await check({ user_string: 'dave@example.com', code, scene: 'register' })).statusCode,
    ).toBe(422);
    // checking does not use it up
    const ok = await check({ user_string: 'carol@example.com', code, scene: 'register' });
    expect(ok.json()).toEqual({
      code: 1,
      type: 'ok',
      message: 'The verification code is correct',
      data: { valid: true },
    });
    expect(
      (await check({ user_string: 'carol@example.com', code, scene: 'register' })).statusCode,
    ).toBe(200);
    // expiry: 10 minutes
    t.clock.advance(600_001);
    const expired = await t.post('/api/user/register', form);
    expect(expired.json()).toMatchObject({
      code: 1101,
      type: 'error',
      message: 'The verification code is incorrect or has expired',
    });
    // a fresh code works once
    await t.post('/api/sms_mail', { user_string: 'carol@example.com', scene: 'register' });
    const fresh = { ...form, code: await lastCode(t.database, 'carol@example.com') };
    expect((await t.post('/api/user/register', fresh)).statusCode).toBe(200);
    expect(
      (await check({ user_string: 'carol@example.com', code: fresh.code, scene: 'register' }))
        .statusCode,
    ).toBe(422);
  });

  it('limits sending to 1 a minute and 10 an hour per address', async () => {
    t = await startTestApp(await backend.open());
    const send = () =>
      t.post(
        '/api/sms_mail',
        { user_string: 'erin@example.com', scene: 'register' },
        { lang: 'esp' },
      );
    expect((await send()).statusCode).toBe(200);
    const soon = await send();
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      code: 1102,
      message: 'Espera 60 segundos antes de solicitar otro código',
    });
    for (let i = 1; i < 10; i++) {
      t.clock.advance(61_000);
      expect((await send()).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    expect((await send()).json()).toMatchObject({ code: 1103 });
    t.clock.advance(3_600_000);
    expect((await send()).statusCode).toBe(200);
  });

  it('limits sending per client address', async () => {
    t = await startTestApp(await backend.open());
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.post('/api/sms_mail', {
        user_string: `user${i}@example.com`,
        scene: 'register',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('burns a code after 5 wrong guesses', async () => {
    t = await startTestApp(await backend.open());
    await t.post('/api/sms_send', { user_string: '5550100', area_code: '1', scene: 'register' });
    const code = await lastCode(t.database, '+1 5550100');
    const wrong = code === '000000' ? '111111' : '000000';
    const check = (c: string) =>
      t.post('/api/user/check_mobile', {
        user_string: '5550100',
        area_code: '1',
        code: c,
        scene: 'register',
      });
    for (let i = 0; i < 4; i++) expect((await check(wrong)).statusCode).toBe(422);
    expect((await check(code)).statusCode).toBe(200); // still alive after 4
    expect((await check(wrong)).statusCode).toBe(422);
    expect((await check(code)).statusCode).toBe(422); // burned by the 5th
  });
});
