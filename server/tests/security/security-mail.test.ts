import { afterEach, describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/languages.ts';
import {
  renderSecurityMail,
  SECURITY_MAIL_KINDS,
  type SecurityMail,
} from '../../src/modules/security-mail/render.ts';
import { backends } from '../helpers/backends.ts';
import { lastCode } from '../support/app.ts';
import { out, startWithdrawApp, type WithdrawApp } from '../withdraw/fixture.ts';
import { signedIn, type User } from './support.ts';

// Security e-mails: one template per message, a plain-text and an HTML part, in the user's
// language, each carrying the user's anti-phishing code.

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const AT = new Date('2026-11-28T14:05:00.000Z');

const mail = (kind: SecurityMail['kind']): SecurityMail => ({
  kind,
  at: AT,
  device: 'Chrome 131, macOS 10.15',
  ip: '203.0.113.7',
  params: { amount: '20', coin: 'USDT', destination: 'T<b>x</b>', name: 'iPhone' },
  holdUntil: new Date('2026-11-29T14:05:00.000Z'),
});

describe('security e-mail templates', () => {
  it.each(LANGS)('render every message completely in %s, code first, values escaped', (lang) => {
    const subjects = new Set<string>();
    for (const kind of SECURITY_MAIL_KINDS) {
      const { subject, text, html } = renderSecurityMail(lang, mail(kind), 'Blue42');
      subjects.add(subject);
      for (const part of [subject, text, html]) expect(part).not.toMatch(/\{\w+\}/);
      expect(text.split('\n')[0]).toContain('Blue42');
      expect(text).toContain('2026-11-28 14:05 UTC');
      expect(text).toContain('Chrome 131, macOS 10.15');
      expect(text).toContain('203.0.113.7');
      expect(text).toContain('2026-11-29 14:05 UTC'); // the hold
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toMatch(/<strong>[^<]*Blue42<\/strong>/);
      if (kind === 'withdrawal_requested') {
        expect(text).toContain('T<b>x</b>');
        expect(html).toContain('T&lt;b&gt;x&lt;/b&gt;');
        expect(html).not.toContain('<b>x</b>');
      }
    }
    expect(subjects.size).toBe(SECURITY_MAIL_KINDS.length);
  });

  it('tells a user without a code how to set one, and says "unknown" for a missing device', () => {
    const { text } = renderSecurityMail('en', { ...mail('new_device'), device: null }, null);
    expect(text).toMatch(/^Tip: set an anti-phishing code in Security/);
    expect(text).toContain('Device: Unknown');
  });
});

describe.each(backends())('security e-mails on $name', (backend) => {
  let t: WithdrawApp;
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  const mails = (email: string) =>
    t.database.query<{ subject: string; body: string; html: string | null }>(
      `SELECT subject, body, html FROM outbox WHERE target = $1 AND html IS NOT NULL ORDER BY id`,
      [email],
    );

  const setCode = (user: User, code: string, password = 'secret123') =>
    user.post('/api/security/anti_phishing', { code, password });

  it('sets the anti-phishing code with the login password; the e-mail already shows it', async () => {
    t = await startWithdrawApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const get = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/security/anti_phishing',
          headers: alice.auth,
        })
      ).json().data;
    expect(await get()).toEqual({ anti_phishing_code: null });

    for (const bad of ['abc', 'with space', 'ab-cd', 'ünïcode']) {
      const refused = await setCode(alice, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data).toEqual({ code: 'Use 4 to 20 letters or digits' });
    }
    const wrong = await setCode(alice, 'Blue42', 'not-it');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 1321, message: 'The login password is incorrect' });
    expect(await get()).toEqual({ anti_phishing_code: null });

    const saved = await setCode(alice, ' Blue42 ');
    expect(saved.json()).toMatchObject({
      message: 'Anti-phishing code saved',
      data: null,
    });
    expect(await get()).toEqual({ anti_phishing_code: 'Blue42' });
    const [sent] = await mails('alice@example.com');
    expect(sent!.subject).toBe('Your anti-phishing code was changed');
    expect(sent!.body.split('\n')[0]).toBe('Your anti-phishing code: Blue42');
    expect(sent!.html).toContain('Blue42');
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/security/activity',
      headers: alice.auth,
    });
    expect(activity.json().data.items[0].kind).toBe('anti_phishing_set');
  });

  it('counts wrong passwords toward the sign-in throttle', async () => {
    t = await startWithdrawApp(await backend.open());
    const bob = await signedIn(t, 'bob@example.com');
    for (let i = 0; i < 5; i++) expect((await setCode(bob, 'Blue42', 'nope')).statusCode).toBe(422);
    const throttled = await setCode(bob, 'Blue42');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe(1003);
  });

  it('writes on a sign-in from a new device only, in the language of the account', async () => {
    t = await startWithdrawApp(await backend.open());
    // Carol signs up in Chinese: her account's e-mails are in Chinese.
    await t.post('/api/sms_mail', { user_string: 'carol@example.com', scene: 'register' });
    const code = await lastCode(t.database, 'carol@example.com');
    const form = { type: 'email', user_string: 'carol@example.com', code };
    const registered = await t.post(
      '/api/user/register',
      { ...form, password: 'secret123', re_password: 'secret123' },
      { lang: 'zh' },
    );
    expect(registered.statusCode).toBe(200);
    const login = (ua?: string) =>
      t.post(
        '/api/user/login',
        { type: 'email', user_string: 'carol@example.com', password: 'secret123' },
        ua ? { 'user-agent': ua } : {},
      );
    expect((await login()).statusCode).toBe(200); // the device she signed up on
    expect(await mails('carol@example.com')).toHaveLength(0);
    expect((await login(CHROME_MAC)).statusCode).toBe(200);
    expect((await login(CHROME_MAC)).statusCode).toBe(200);
    const sent = await mails('carol@example.com');
    expect(sent.map((m) => m.subject)).toEqual(['您的账户在新设备上登录']);
    expect(sent[0]!.body).toContain('设备：Chrome 131, macOS 10.15');
    expect(sent[0]!.body).toMatch(/^提示：请在“安全中心”设置防钓鱼码/);
  });

  it('writes when the passwords change and a withdrawal is requested', async () => {
    t = await startWithdrawApp(await backend.open());
    const dave = await t.ready('dave@example.com');
    expect((await setCode(dave, 'Dave2026')).statusCode).toBe(200);
    expect(
      (await out(dave, { address_id: String(dave.addressId), amount: '20', remark: 'rent' }))
        .statusCode,
    ).toBe(200);
    const changed = await dave.post('/api/user/e_pwd', {
      old_password: '123456',
      password: '654321',
      re_password: '654321',
    });
    expect(changed.statusCode).toBe(200);
    const login = await dave.post('/api/safe/update_password', {
      old_password: 'secret123',
      password: 'secret456',
      re_password: 'secret456',
    });
    expect(login.statusCode).toBe(200);

    const sent = await mails('dave@example.com');
    expect(sent.map((m) => m.subject)).toEqual([
      'Your anti-phishing code was changed',
      'Withdrawal request received',
      'Your fund password was changed',
      'Your login password was changed',
    ]);
    for (const m of sent) expect(m.body.split('\n')[0]).toBe('Your anti-phishing code: Dave2026');
    expect(sent[1]!.body).toContain(
      'A withdrawal of 20 USDT to TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    expect(sent[2]!.body).toMatch(/withdrawals are on hold until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  });
});
