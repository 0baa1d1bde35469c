import { afterEach, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/lib/totp.ts';
import { backends } from '../helpers/backends.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedIn, type User } from './support.ts';

// The authenticator app and sign-in's second step: a code's step is used once, wrong codes are
// throttled like passwords, a ticket dies after 5 minutes, 5 wrong codes or one use, and turning
// the factor off holds withdrawals.

const STEP = 30_000;
const PASSWORD = 'secret123';

describe.each(backends())('second factor on $name', (backend) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const login = (email: string, lang = 'en', password = PASSWORD) =>
    t.post('/api/user/login', { type: 'email', user_string: email, password }, { lang });
  const verify = (form: Record<string, string>, lang = 'en') =>
    t.post('/api/user/login/verify', form, { lang });
  const sessionCount = async (email: string) => {
    const rows = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [email],
    );
    return Number(rows[0]!.n);
  };
  const events = async (email: string) =>
    (
      await t.database.query<{ kind: string }>(
        'SELECT kind FROM account_events e JOIN users u ON u.id = e.user_id WHERE u.email = $1 ORDER BY e.id',
        [email],
      )
    ).map((row) => row.kind);
  const mails = async (email: string) =>
    (
      await t.database.query<{ subject: string; body: string }>(
        'SELECT subject, body FROM outbox WHERE target = $1 AND html IS NOT NULL ORDER BY id',
        [email],
      )
    ).map((row) => row.subject);

  /** Turns the authenticator on; returns its secret and the recovery codes. */
  async function enable(user: User) {
    const setup = await user.post('/api/security/authenticator/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri } = setup.json().data;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/CoinHub:.+\?.*secret=/);
    const on = await user.post('/api/security/authenticator/enable', {
      code: totpCode(secret, t.clock()),
      password: PASSWORD,
    });
    expect(on.statusCode).toBe(200);
    t.clock.advance(STEP); // the code just used is spent
    return { secret: secret as string, recovery: on.json().data.recovery_codes as string[] };
  }

  /** The password step of a user with a factor: the ticket. */
  async function ticketOf(email: string): Promise<string> {
    const res = await login(email);
    expect(res.statusCode).toBe(401);
    return res.json().data.ticket;
  }

  it('sets up with the same secret until confirmed, and needs the password and a right code', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const first = (await alice.post('/api/security/authenticator/setup')).json().data;
    const again = (await alice.post('/api/security/authenticator/setup')).json().data;
    expect(again.secret).toBe(first.secret);
    const code = totpCode(first.secret, t.clock());

    const wrongPassword = await alice.post('/api/security/authenticator/enable', {
      code,
      password: 'not-it',
    });
    expect(wrongPassword.json()).toMatchObject({
      code: 1321,
      data: { password: expect.any(String) },
    });
    const wrongCode = await alice.post('/api/security/authenticator/enable', {
      code: code === '000000' ? '111111' : '000000',
      password: PASSWORD,
    });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json()).toMatchObject({ code: 1332, data: { code: expect.any(String) } });
    const state = async () => (await alice.get('/api/security/authenticator')).json().data;
    expect(await state()).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });

    const on = await alice.post(
      '/api/security/authenticator/enable',
      { code, password: PASSWORD },
      { lang: 'jp' },
    );
    expect(on.json().message).toContain('認証アプリを有効にしました');
    const codes: string[] = on.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(await state()).toEqual({
      enabled: true,
      enabled_at: t.clock().toISOString(),
      recovery_codes_left: 10,
    });
    // Only hashes are kept.
    const stored = await t.database.query<{ code_hash: string }>(
      'SELECT code_hash FROM recovery_codes',
    );
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect((await alice.post('/api/security/authenticator/setup')).json().code).toBe(1333);
    expect(await events(alice.email)).toContain('totp_enabled');
    expect(await mails(alice.email)).toContain('Two-step verification turned on');
  });

  it('gives a ticket, not a session, for the password, and a session for the code', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const { secret } = await enable(alice);
    const before = await sessionCount(alice.email);

    const step1 = await login(alice.email, 'zh');
    expect(step1.statusCode).toBe(401);
    expect(step1.json()).toMatchObject({
      code: 1330,
      type: 'error',
      message: '请输入身份验证器中的验证码以完成登录',
      data: { factors: 'totp', expires_at: new Date(t.clock().getTime() + 300_000).toISOString() },
    });
    expect(step1.json().data.ticket).toMatch(/^[\w-]{43}$/);
    expect(await sessionCount(alice.email)).toBe(before);

    const code = totpCode(secret, t.clock());
    const done = await verify({ ticket: step1.json().data.ticket, code });
    expect(done.statusCode).toBe(200);
    const token = done.json().data.token;
    expect(
      (await t.app.inject({ url: '/api/user/center', headers: { authorization: token } }))
        .statusCode,
    ).toBe(200);
    expect(await sessionCount(alice.email)).toBe(before + 1);

    // The same code, in its own time step, does not sign in twice (a replay).
    const replay = await verify({ ticket: await ticketOf(alice.email), code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({
      code: 1332,
      data: { code: expect.stringContaining('4') },
    });
    // Nor does the used ticket.
    t.clock.advance(STEP);
    const reused = await verify({
      ticket: step1.json().data.ticket,
      code: totpCode(secret, t.clock()),
    });
    expect(reused.json()).toMatchObject({ code: 1331 });
    expect(await events(alice.email)).toEqual(
      expect.arrayContaining(['signed_in', 'second_step_failed']),
    );
  });

  it('kills a ticket after 5 minutes and after 5 wrong codes, and throttles the account', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const { secret } = await enable(alice);

    const old = await ticketOf(alice.email);
    t.clock.advance(5 * 60_000 + 1);
    const late = await verify({ ticket: old, code: totpCode(secret, t.clock()) }, 'kr');
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 1331, type: 'error' });
    expect(late.json().message).toContain('만료');

    const ticket = await ticketOf(alice.email);
    const right = totpCode(secret, t.clock());
    const wrong = right === '123456' ? '654321' : '123456';
    for (let left = 4; left >= 1; left -= 1) {
      const res = await verify({ ticket, code: wrong });
      expect(res.json()).toMatchObject({ code: 1332 });
      expect(res.json().message).toContain(`${left} tries left`);
    }
    expect((await verify({ ticket, code: wrong })).json()).toMatchObject({ code: 1331 });
    expect((await verify({ ticket, code: right })).json()).toMatchObject({ code: 1331 });
    // Five wrong codes throttle the account like five wrong passwords: even the right one waits.
    const throttled = await login(alice.email);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe(1003);
    t.clock.advance(15 * 60_000 + 1);
    expect((await login(alice.email)).json().code).toBe(1330);
  });

  it('refuses a code of another user, and signs in once with a recovery code', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const bob = await signedIn(t, 'bob@example.com');
    const a = await enable(alice);
    const b = await enable(bob);

    const ticket = await ticketOf(alice.email);
    const bobs = await verify({ ticket, code: totpCode(b.secret, t.clock()) });
    expect(bobs.statusCode).toBe(422);
    expect((await verify({ ticket, recovery_code: b.recovery[0]! })).statusCode).toBe(422);

    const typed = a.recovery[0]!.toUpperCase().replace(/-/g, ' ');
    const res = await verify({ ticket, recovery_code: typed });
    expect(res.statusCode).toBe(200);
    expect(await events(alice.email)).toContain('recovery_code_used');
    const again = await verify({
      ticket: await ticketOf(alice.email),
      recovery_code: a.recovery[0]!,
    });
    expect(again.json()).toMatchObject({ code: 1332, data: { recovery_code: expect.any(String) } });
    expect((await alice.get('/api/security/authenticator')).json().data.recovery_codes_left).toBe(
      9,
    );
  });

  it('signs in once when the same ticket and code arrive together', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const { secret } = await enable(alice);
    const ticket = await ticketOf(alice.email);
    const code = totpCode(secret, t.clock());
    const before = await sessionCount(alice.email);
    const answers = await Promise.all([verify({ ticket, code }), verify({ ticket, code })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await sessionCount(alice.email)).toBe(before + 1);
  });

  it('renews recovery codes, and turning the factor off holds withdrawals', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const { secret, recovery } = await enable(alice);

    const renewed = await alice.post('/api/security/authenticator/recovery_codes', {
      code: totpCode(secret, t.clock()),
      password: PASSWORD,
    });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().data.recovery_codes;
    expect(fresh).not.toContain(recovery[0]);
    t.clock.advance(STEP);

    const noCode = await alice.post('/api/security/authenticator/disable', { password: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    const oldCode = await alice.post('/api/security/authenticator/disable', {
      recovery_code: recovery[0]!,
      password: PASSWORD,
    });
    expect(oldCode.json()).toMatchObject({ code: 1332 });
    const off = await alice.post('/api/security/authenticator/disable', {
      recovery_code: fresh[3]!,
      password: PASSWORD,
    });
    expect(off.statusCode).toBe(200);
    const [hold] = await t.database.query<{ until: Date; reason: string }>(
      'SELECT withdraw_hold_until AS until, withdraw_hold_reason AS reason FROM users WHERE email = $1',
      [alice.email],
    );
    expect(hold!.reason).toBe('second_factor_off');
    expect(new Date(hold!.until).getTime()).toBe(t.clock().getTime() + 24 * 3_600_000);
    expect(await mails(alice.email)).toContain('Authenticator app turned off');
    expect(await events(alice.email)).toEqual(
      expect.arrayContaining(['recovery_codes_renewed', 'totp_disabled']),
    );
    // The password alone signs in again; the codes went with the factor.
    expect((await login(alice.email)).statusCode).toBe(200);
    expect((await t.database.query('SELECT 1 FROM recovery_codes')).length).toBe(0);
    expect(
      (
        await alice.post('/api/security/authenticator/disable', {
          code: '123456',
          password: PASSWORD,
        })
      ).json().code,
    ).toBe(1334);
  });
});
