// An editor's message from the console (adminNotificationBroadcast) to every active user's inbox or
// to one user's: sanitized to plain text, one `announcement` per recipient, shown and pushed in the
// reader's language, announced on the recipients' sockets, audited; and the console dashboard's
// notification figures of the last 24 hours (written, pushed, failed, browsers removed).
import webPush from 'web-push';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import { backends } from '../helpers/backends.ts';
import { startPushService, type PushService } from '../helpers/push-service.ts';
import { consoleAs, postJson, signIn, type ConsoleSession } from '../operators/support.ts';
import { signedIn, type User } from '../security/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const KEYS = webPush.generateVAPIDKeys();
const LANGS = ['en', 'zh', 'hk', 'jp', 'kr', 'esp', 'th'] as const;
const HOUR = 3_600_000;

/** The seven texts, each naming its language. */
const texts = (title = 'Maintenance', body = 'Trading pauses at 02:00.') =>
  Object.fromEntries(
    LANGS.map((lang) => [lang, { title: `${title} [${lang}]`, body: `${body} [${lang}]` }]),
  );

describe.each(backends())('console broadcast on $name', (backend) => {
  let t: TestApp;
  let service: PushService;
  let users = 0;
  // The first app of a worker (a migrated template, the contract's compiled schemas) takes long on
  // a busy machine: not in a test.
  beforeAll(async () => {
    await start();
    await t.close();
    await service.close();
  }, 180_000);
  afterEach(async () => {
    await t?.close();
    await service?.close();
  });

  async function start() {
    service = await startPushService(KEYS.publicKey);
    t = await startTestApp(await backend.open(), {
      push: { ...KEYS, subject: 'mailto:ops@example.com', extraOrigins: [service.origin] },
    });
  }

  const user = () => signedIn(t, `reader.${++users}@example.com`);
  const subscribe = async (u: User, name: string, lang: string) => {
    const res = await u.post('/api/push/subscribe', service.browser(name), { lang });
    expect(res.statusCode, res.body).toBe(200);
  };
  const broadcast = (s: ConsoleSession, body: unknown, lang = 'en') =>
    postJson(t, s, '/api/admin/notifications/broadcast', body, lang);
  const inbox = async (u: User, lang?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { ...u.auth, ...(lang ? { lang } : {}) },
      })
    ).json().data.items as {
      id: number;
      kind: string;
      category: string;
      link: string;
      params: Record<string, string>;
    }[];
  const payloadsOf = (name: string) =>
    service.received
      .filter((r) => r.name === name)
      .map(
        (r) => r.payload as { id: number; title: string; body: string; link: string; lang: string },
      );
  const count = async (query: string) =>
    Number((await t.database.query<{ n: number | string }>(query))[0]!.n);
  /** Every `notification` event a user's sockets would get. */
  const listen = (u: User) => {
    const events: BusEvent[] = [];
    t.app.events.onUser(u.session.user.id, (e) => events.push(e));
    return events;
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it('writes one announcement to every active user, shown and pushed in the reader’s language', async () => {
    await start();
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    const [ja, zh, off, none, disabled] = [
      await user(),
      await user(),
      await user(),
      await user(),
      await user(),
    ];
    await subscribe(ja, 'ja-phone', 'jp');
    await subscribe(zh, 'zh-laptop', 'zh');
    await subscribe(zh, 'zh-phone', 'hk');
    await subscribe(off, 'off-phone', 'en');
    await subscribe(disabled, 'disabled-phone', 'en');
    // one user turned the system category's push off; one account is disabled
    await t.database.query(
      `INSERT INTO notification_prefs (user_id, category, push, email) VALUES ($1, 'system', false, true)`,
      [off.session.user.id],
    );
    await t.database.query('UPDATE users SET disabled_at = now() WHERE id = $1', [
      disabled.session.user.id,
    ]);
    const heard = [ja, zh, off, none, disabled].map(listen);

    const form = texts();
    // markup, entities that hide markup or control characters, C1 controls, CR LF and tabs
    form.en = {
      title: '<b>Scheduled</b> maintenance&#7;\u0085',
      body: 'Trading pauses at 02:00.<script>alert("x")</script>\r\nBack by\t03:00 &lt;b&gt;soon&lt;/b&gt;&#1;.',
    };
    const res = await broadcast(editor, { audience: 'all', texts: form }, 'zh');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 1,
      message: '消息已发送给 4 位用户',
      data: {
        audience: 'all',
        user_id: null,
        link: '/pages/notice/inbox',
        recipients: 4,
        created_at: t.clock().toISOString(),
      },
    });
    const id = res.json().data.id as number;

    // the inbox: the reader's language, English where the request's is unknown
    const [note] = await inbox(ja, 'jp');
    expect(note).toMatchObject({
      kind: 'announcement',
      category: 'system',
      link: '/pages/notice/inbox',
      params: {
        broadcast: String(id),
        title: 'Maintenance [jp]',
        body: 'Trading pauses at 02:00. [jp]',
      },
    });
    expect((await inbox(ja, 'kr'))[0]!.params.title).toBe('Maintenance [kr]');
    const [english] = await inbox(none); // no language asked: English
    expect(english!.params).toEqual({
      broadcast: String(id),
      title: 'Scheduled maintenance',
      body: 'Trading pauses at 02:00.\nBack by 03:00 soon.',
    });
    // no markup or control character survives anywhere
    const stored = await t.database.query<{ texts: unknown }>('SELECT texts FROM broadcasts');
    for (const text of [JSON.stringify(stored), JSON.stringify(english)]) {
      expect(text).not.toMatch(/<|&lt;|&#|script|alert|\\u0007|\\u0001|\\r|\\t|\u0085/);
    }
    expect(
      await count(
        `SELECT count(*) AS n FROM notifications WHERE user_id = ${disabled.session.user.id}`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM notifications WHERE kind = 'announcement'`)).toBe(
      4,
    );

    // the sockets: each recipient is told, with their own notification's id
    await tick();
    expect(heard.map((events) => events.length)).toEqual([1, 1, 1, 1, 0]);
    expect(heard[0]![0]).toEqual({
      type: 'notification',
      data: { id: note!.id, category: 'system', kind: 'announcement' },
    });

    // the pushes: each browser in its own language; none where the push is off or the user disabled
    await t.app.scheduler.run('push.deliver');
    expect(payloadsOf('ja-phone')).toEqual([
      {
        id: note!.id,
        title: 'Maintenance [jp]',
        body: 'Trading pauses at 02:00. [jp]',
        link: '/pages/notice/inbox',
        lang: 'jp',
      },
    ]);
    expect(payloadsOf('zh-laptop').map((p) => p.title)).toEqual(['Maintenance [zh]']);
    expect(payloadsOf('zh-phone').map((p) => p.title)).toEqual(['Maintenance [hk]']);
    expect(
      service.requests.filter((r) => r.startsWith('off-') || r.startsWith('disabled-')),
    ).toEqual([]);

    // the audit log
    const log = (await editor.get('/api/admin/audit?action=notification.broadcast')).json().data;
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      actor: 'ed@example.com',
      action: 'notification.broadcast',
      target_type: 'broadcast',
      target_id: String(id),
      before: null,
      after: {
        audience: 'all',
        user_id: null,
        link: '/pages/notice/inbox',
        recipients: 4,
        pushes: 3,
        texts: { en: { title: 'Scheduled maintenance' }, th: { title: 'Maintenance [th]' } },
      },
    });
  });

  it('writes to one user only, opening the page it names', async () => {
    await start();
    const admin = await consoleAs(t, 'boss@example.com', 'admin');
    const [target, bystander] = [await user(), await user()];
    await subscribe(target, 'target', 'esp');
    await subscribe(bystander, 'bystander', 'en');
    const res = await broadcast(admin, {
      audience: 'user',
      user_id: target.session.user.id,
      link: '/pages/otc/detail?id=5',
      texts: texts('Your appeal', 'We need a document.'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      audience: 'user',
      user_id: target.session.user.id,
      link: '/pages/otc/detail?id=5',
      recipients: 1,
    });
    expect((await inbox(target, 'esp'))[0]).toMatchObject({
      link: '/pages/otc/detail?id=5',
      params: { title: 'Your appeal [esp]', body: 'We need a document. [esp]' },
    });
    expect(await inbox(bystander, 'en')).toEqual([]);
    await t.app.scheduler.run('push.deliver');
    expect(payloadsOf('target')).toMatchObject([
      { title: 'Your appeal [esp]', link: '/pages/otc/detail?id=5', lang: 'esp' },
    ]);
    expect(service.requests).toEqual(['target']);
  });

  it('refuses blank texts, a missing, unknown or disabled user, a link outside the app, and a viewer', async () => {
    await start();
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    const viewer = await consoleAs(t, 'eyes@example.com', 'viewer');
    await user();
    const disabled = await user();
    await subscribe(disabled, 'disabled-phone', 'en');
    await t.database.query('UPDATE users SET disabled_at = now() WHERE id = $1', [
      disabled.session.user.id,
    ]);
    const refused = async (
      s: ConsoleSession,
      body: Record<string, unknown>,
      status: number,
      code: number,
      field?: string,
    ) => {
      const res = await broadcast(s, { audience: 'all', texts: texts(), ...body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code, res.body).toBe(code);
      if (field) expect(Object.keys(res.json().data ?? {})).toEqual([field]);
      return res.json();
    };
    const markupOnly = { ...texts(), kr: { title: '<b> </b><script>x</script>', body: 'Text' } };
    expect(await refused(editor, { texts: markupOnly }, 400, 2693, 'texts.kr.title')).toMatchObject(
      {
        message: 'Write a title and a body, not only spaces',
      },
    );
    const controlsOnly = { ...texts(), th: { title: 'Title', body: '\u0085&#1; \r\n\t' } };
    await refused(editor, { texts: controlsOnly }, 400, 2693, 'texts.th.body');
    await refused(editor, { audience: 'user' }, 400, 2698, 'user_id');
    expect(await refused(editor, { link: '/pages/no/such' }, 400, 2698, 'link')).toMatchObject({
      message: 'The link must be a page of the app',
    });
    await refused(editor, { link: '/pages/otc/detail/x?id=1' }, 400, 2698, 'link');
    const unknown = await refused(
      editor,
      { audience: 'user', user_id: 999_999 },
      404,
      2697,
      'user_id',
    );
    expect(unknown.message).toBe('There is no user 999999');
    // a disabled account gets no message, as from a broadcast to all: refused, in the editor's language
    const id = disabled.session.user.id;
    const off = await refused(editor, { audience: 'user', user_id: id }, 409, 2699, 'user_id');
    expect(off).toMatchObject({
      message: `User ${id}'s account is disabled: no message can be sent to it`,
      data: { user_id: `User ${id}'s account is disabled: no message can be sent to it` },
    });
    const zh = await broadcast(editor, { audience: 'user', user_id: id, texts: texts() }, 'zh');
    expect(zh.statusCode, zh.body).toBe(409);
    expect(zh.json().message).toBe(`用户 ${id} 的账户已停用，无法向其发送消息`);
    await refused(viewer, {}, 403, 2606);
    expect(await count('SELECT count(*) AS n FROM notifications')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM push_deliveries')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM broadcasts')).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM audit_log WHERE action = 'notification.broadcast'`),
    ).toBe(0);
  });

  it('counts on the dashboard the last 24 hours of notifications, pushes and removed browsers', async () => {
    await start();
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    let viewer = await consoleAs(t, 'eyes@example.com', 'viewer');
    const figures = async () => {
      const res = await viewer.get('/api/admin/dashboard');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.notifications;
    };
    const [a, b, c] = [await user(), await user(), await user()];
    await subscribe(a, 'ok-1', 'en');
    await subscribe(a, 'ok-2', 'en');
    await subscribe(b, 'gone', 'en');
    await subscribe(b, 'refused', 'en');
    await subscribe(c, 'busy', 'en');
    service.answer('gone', 410);
    service.answer('refused', 400);
    service.answer('busy', 503);
    const start24 = t.clock();
    expect(await figures()).toEqual({
      since: new Date(start24.getTime() - 24 * HOUR).toISOString(),
      sent: 0,
      push_delivered: 0,
      push_failed: 0,
      subscriptions_removed: 0,
    });
    // two broadcasts before the job runs: the gone browser answers 410 to both, and counts once
    for (const title of ['One', 'Two'])
      expect((await broadcast(editor, { audience: 'all', texts: texts(title) })).statusCode).toBe(
        200,
      );
    await t.app.scheduler.run('push.deliver');
    t.clock.advance(10 * 60_000);
    expect(await figures()).toEqual({
      since: new Date(t.clock().getTime() - 24 * HOUR).toISOString(),
      sent: 6,
      push_delivered: 4,
      push_failed: 2,
      subscriptions_removed: 1, // the busy browser's pushes are still pending: not counted
    });
    expect(await count(`SELECT count(*) AS n FROM push_deliveries WHERE status = 'gone'`)).toBe(2);
    // a day later, none of it is in the last 24 hours
    t.clock.advance(24 * HOUR);
    viewer = await signIn(t, viewer); // the session ended meanwhile
    expect(await figures()).toMatchObject({
      sent: 0,
      push_delivered: 0,
      push_failed: 0,
      subscriptions_removed: 0,
    });
  });
});
