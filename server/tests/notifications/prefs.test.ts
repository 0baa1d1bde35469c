// Notification preferences: per category, push and (where the category has any) e-mail, both on
// by default. Push off: no push is queued (the inbox still gets it). The e-mail fallback: a
// must-not-miss notification is e-mailed, in the notification's transaction and the user's
// language, when no browser gets its push, unless the e-mail is off or the user has no address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/languages.ts';
import { Ledger } from '../../src/ledger/index.ts';
import { renderNotificationMail } from '../../src/modules/notifications/mail.ts';
import { notify, type NotificationInput } from '../../src/modules/notifications/notify.ts';
import type { Mailer } from '../../src/modules/outbox/outbox.ts';
import { backends } from '../helpers/backends.ts';
import { signedIn, type User } from '../security/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const DEFAULTS = [
  { category: 'p2p', push: true, email: true, email_locked: false },
  { category: 'wallet', push: true, email: true, email_locked: false },
  { category: 'earn', push: true, email: null, email_locked: false },
  { category: 'trading', push: true, email: true, email_locked: false },
  { category: 'account', push: true, email: true, email_locked: true },
  { category: 'system', push: true, email: null, email_locked: false },
];

const PAID = {
  kind: 'p2p_paid',
  params: { order_no: 'P2P-1', coin: 'USDT', quantity: '1000' },
  object: { type: 'otc_order', id: 7 },
} as const;

describe('notification e-mail template', () => {
  it.each(LANGS)('renders the push words and the app link completely in %s', (lang) => {
    const row = {
      id: 1,
      userId: 1,
      category: 'p2p' as const,
      kind: 'p2p_paid',
      params: { ...PAID.params, order_no: '<P2P-1>' },
      objectType: 'otc_order',
      objectId: 7,
      link: '/pages/otc/detail?id=7',
      createdAt: new Date(),
      readAt: null,
    };
    const mail = renderNotificationMail(lang, row, 'Blue42', 'https://app.example.com/');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.text.split('\n')[0]).toContain('Blue42');
    expect(mail.text).toContain('<P2P-1>');
    expect(mail.text).toContain('https://app.example.com/h5/#/pages/otc/detail?id=7');
    expect(mail.html).toContain('&lt;P2P-1&gt;');
    expect(mail.html).toContain('href="https://app.example.com/h5/#/pages/otc/detail?id=7"');
  });
});

describe.each(backends())('notification preferences on $name', (backend) => {
  let t: TestApp & { ledger: Ledger };
  let users = 0;
  const sent: { to: string; subject: string }[] = [];
  const mailer: Mailer = {
    sendMail: async (message) => {
      sent.push({ to: message.to, subject: message.subject });
    },
  };
  beforeAll(async () => {
    const database = await backend.open();
    const ledger = new Ledger(database);
    t = Object.assign(await startTestApp(database, { ledger, mailer }), { ledger });
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  const user = () => signedIn(t, `prefs.${++users}@example.com`);
  const prefs = async (u: User) => (await u.get('/api/notifications/preferences')).json();
  const set = (u: User, category: string, channel: string, enabled: string, lang = 'en') =>
    u.post('/api/notifications/preferences', { category, channel, enabled }, { lang });
  const tell = (u: User, input: Partial<NotificationInput> = {}) =>
    t.ledger.run((tx) =>
      notify(tx, t.app.events, t.clock(), { userId: u.session.user.id, ...PAID, ...input }),
    );
  const subscribeDevice = (u: User) =>
    t.database.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, lang, created_at)
       VALUES ($1, $2, 'k', 'a', 'en', now())`,
      [u.session.user.id, `https://fcm.googleapis.com/fcm/send/${u.session.user.id}`],
    );
  const count = async (sql: string, u: User) =>
    Number((await t.database.query<{ n: number | string }>(sql, [u.session.user.id]))[0]?.n ?? 0);
  const pushes = (u: User) =>
    count(
      `SELECT count(*) AS n FROM push_deliveries d
         JOIN notifications n ON n.id = d.notification_id WHERE n.user_id = $1`,
      u,
    );
  const inbox = (u: User) => count('SELECT count(*) AS n FROM notifications WHERE user_id = $1', u);
  const mails = (u: User) =>
    t.database.query<{ subject: string; body: string; html: string; due_at: Date | null }>(
      `SELECT subject, body, html, due_at FROM outbox
        WHERE target = (SELECT email FROM users WHERE id = $1) AND html IS NOT NULL
          AND body LIKE '%/h5/#/pages/%' ORDER BY id`,
      [u.session.user.id],
    );

  it('answers every category on by default, in the inbox order; needs a session', async () => {
    const u = await user();
    const res = await prefs(u);
    expect(res.data).toEqual({ categories: DEFAULTS });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications/preferences' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousSet = await t.post('/api/notifications/preferences', {
      category: 'p2p',
      channel: 'push',
      enabled: '0',
    });
    expect(anonymousSet.statusCode).toBe(401);
  });

  it('sets one channel at a time and answers every category after', async () => {
    const u = await user();
    const off = await set(u, 'p2p', 'push', '0');
    expect(off.statusCode).toBe(200);
    expect(off.json().data.categories[0]).toEqual({ ...DEFAULTS[0], push: false });
    await set(u, 'p2p', 'email', '0');
    await set(u, 'trading', 'push', '0');
    await set(u, 'trading', 'push', '1');
    const { categories } = (await prefs(u)).data;
    expect(categories).toEqual([
      { ...DEFAULTS[0], push: false, email: false },
      ...DEFAULTS.slice(1),
    ]);
    expect((await prefs(await user())).data.categories).toEqual(DEFAULTS); // others' stay on
  });

  it('refuses e-mail choices of the account category and of categories without e-mail', async () => {
    const u = await user();
    for (const category of ['account', 'earn', 'system']) {
      const res = await set(u, category, 'email', '0', 'jp');
      expect(res.statusCode, category).toBe(400);
      expect(res.json().code).toBe(1342);
      expect(res.json().message).toMatch(/メール/);
    }
    expect((await set(u, 'account', 'push', '0')).statusCode).toBe(200);
    for (const [category, channel, enabled] of [
      ['news', 'push', '0'],
      ['p2p', 'sms', '0'],
      ['p2p', 'push', '2'],
    ] as const)
      expect((await set(u, category, channel, enabled)).statusCode).toBe(400);
  });

  it('queues no push when the category push is off, but writes the inbox row', async () => {
    const u = await user();
    await subscribeDevice(u);
    await tell(u);
    expect(await pushes(u)).toBe(1);
    await set(u, 'p2p', 'push', '0');
    await tell(u);
    await tell(u, { kind: 'deposit_credited', params: { amount: '1', coin: 'USDT' } });
    expect(await inbox(u)).toBe(3);
    expect(await pushes(u)).toBe(2); // the wallet one only
  });

  it('e-mails a must-not-miss notification once when no device gets it, after the commit', async () => {
    const u = await user();
    await tell(u);
    await tell(u, { kind: 'p2p_order_placed' }); // not a must-not-miss kind
    const [mail, ...more] = await mails(u);
    expect(more).toEqual([]);
    expect(mail!.body).toContain('P2P-1');
    expect(mail!.body).toContain('/h5/#/pages/otc/detail?id=7');
    expect(mail!.due_at).not.toBeNull();
    await t.app.scheduler.run('outbox.deliver');
    await t.app.scheduler.run('outbox.deliver'); // sent once
    const ours = sent.filter((s) => s.to === u.email && s.subject === mail!.subject);
    expect(ours).toHaveLength(1);
    expect((await mails(u))[0]!.due_at).toBeNull();
  });

  it('does not e-mail when a device gets the push, and does when its push is off', async () => {
    const u = await user();
    await subscribeDevice(u);
    await tell(u);
    expect(await mails(u)).toHaveLength(0);
    await set(u, 'p2p', 'push', '0');
    await tell(u);
    expect(await mails(u)).toHaveLength(1);
  });

  it('does not e-mail when the e-mail is off, nor a user without an address', async () => {
    const u = await user();
    await set(u, 'p2p', 'email', '0');
    await tell(u);
    expect(await mails(u)).toHaveLength(0);
    const phone = await user();
    await t.database.query(
      `UPDATE users SET email = NULL, phone = '13800000000', area_code = '86', account_type = 'mobile'
        WHERE id = $1`,
      [phone.session.user.id],
    );
    const queued = async () =>
      (await t.database.query('SELECT id FROM outbox WHERE due_at IS NOT NULL')).length;
    const before = await queued();
    await tell(phone, { kind: 'withdraw_paid', params: { amount: '5', coin: 'USDT' } });
    expect(await queued()).toBe(before);
    expect(await inbox(phone)).toBe(1);
  });

  it("e-mails in the user's language", async () => {
    const u = await user();
    await t.database.query(`UPDATE users SET lang = 'kr' WHERE id = $1`, [u.session.user.id]);
    await tell(u, { kind: 'liquidated', params: { coin: 'BTC' }, object: undefined });
    const [mail] = await mails(u);
    expect(mail!.body).toMatch(/[\uAC00-\uD7A3]/); // Hangul
    expect(mail!.html).toContain('<html lang="kr">');
  });

  it('e-mails nothing for a change that rolled back', async () => {
    const u = await user();
    await expect(
      t.ledger.run(async (tx) => {
        await notify(tx, t.app.events, t.clock(), { userId: u.session.user.id, ...PAID });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await mails(u)).toHaveLength(0);
    expect(await inbox(u)).toBe(0);
  });

  it('still sends the security e-mail with every preference off', async () => {
    const u = await user();
    for (const { category, email } of DEFAULTS) {
      await set(u, category, 'push', '0');
      if (email !== null && category !== 'account') await set(u, category, 'email', '0');
    }
    const res = await u.post('/api/security/anti_phishing', {
      code: 'Blue42',
      password: 'secret123',
    });
    expect(res.statusCode).toBe(200);
    const security = await t.database.query<{ body: string }>(
      'SELECT body FROM outbox WHERE target = $1 AND html IS NOT NULL ORDER BY id',
      [u.email],
    );
    expect(security).toHaveLength(1);
    expect(security[0]!.body).toContain('Blue42');
  });
});
