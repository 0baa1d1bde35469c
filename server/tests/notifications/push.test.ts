// Web Push: browsers subscribe; a notification is queued for each of its user's browsers in its
// own transaction and sent by the `push.deliver` job, encrypted for that browser (decrypted here
// as the browser would) and signed with the server's VAPID key, in the browser's language. 404/410
// remove the subscription; 429/5xx are retried with backoff; each push is sent once.
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/index.ts';
import { notify, type NotificationInput } from '../../src/modules/notifications/notify.ts';
import { PUSH_BACKOFF_MS } from '../../src/modules/push/deliver.ts';
import { backends } from '../helpers/backends.ts';
import { startPushService, type PushService } from '../helpers/push-service.ts';
import { signedIn, type User } from '../security/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const KEYS = webPush.generateVAPIDKeys();

describe.each(backends())('Web Push on $name', (backend) => {
  let t: TestApp & { ledger: Ledger };
  let service: PushService;
  let users = 0;
  beforeAll(async () => {
    service = await startPushService(KEYS.publicKey);
    const database = await backend.open();
    const ledger = new Ledger(database);
    t = Object.assign(
      await startTestApp(database, {
        ledger,
        push: { ...KEYS, subject: 'mailto:ops@example.com', extraOrigins: [service.origin] },
      }),
      { ledger },
    );
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
    await service?.close();
  });

  const user = () => signedIn(t, `push.${++users}@example.com`);
  const subscribe = (u: User, fields: Record<string, string>, lang = 'en') =>
    u.post('/api/push/subscribe', fields, { lang });
  const tell = (u: User, input: Partial<NotificationInput> = {}) =>
    t.ledger.run((tx) =>
      notify(tx, t.app.events, t.clock(), {
        userId: u.session.user.id,
        kind: 'p2p_paid',
        params: { order_no: 'P2P-1', coin: 'USDT', quantity: '100' },
        object: { type: 'otc_order', id: 7 },
        ...input,
      }),
    );
  const deliveries = (u: User) =>
    t.database.query<{ status: string; attempts: number; last_error: string | null }>(
      `SELECT d.status, d.attempts, d.last_error FROM push_deliveries d
         JOIN notifications n ON n.id = d.notification_id WHERE n.user_id = $1 ORDER BY d.id`,
      [u.session.user.id],
    );
  const subscriptions = async (u: User) =>
    (
      await t.database.query<{ endpoint: string }>(
        'SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY id',
        [u.session.user.id],
      )
    ).map((s) => s.endpoint);
  const receivedBy = (name: string) => service.received.filter((r) => r.name === name);

  it('tells the app its key, and checks a subscription before keeping it', async () => {
    const u = await user();
    expect((await u.get('/api/push/config')).json().data).toEqual({ public_key: KEYS.publicKey });
    const good = service.browser('checks');
    for (const [field, fields] of [
      ['endpoint', { ...good, endpoint: 'https://attacker.example.com/push/1' }],
      ['endpoint', { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }],
      ['p256dh', { ...good, p256dh: 'A' + good.p256dh.slice(1) }],
      ['p256dh', { ...good, p256dh: 'BA' + 'A'.repeat(85) }], // the right size, not on the curve
      ['auth', { ...good, auth: 'AAAAAAAAAAAAAAAAAAAAAAAA' }],
    ] as const) {
      const res = await subscribe(u, fields);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().data)).toEqual([field]);
    }
    expect(await subscriptions(u)).toEqual([]);
    expect(
      (await subscribe(u, { ...good, endpoint: 'https://attacker.example.com/p' })).json(),
    ).toMatchObject({
      data: { endpoint: "This browser's push service is not supported" },
    });
    const res = await subscribe(u, good, 'zh');
    expect(res.json()).toMatchObject({ code: 1, message: '已在此设备上开启通知' });
    expect(await subscriptions(u)).toEqual([good.endpoint]);
  });

  it('pushes each notification once to every browser of its user, in its language, signed and encrypted', async () => {
    const u = await user();
    const other = await user();
    const phone = service.browser('phone');
    const laptop = service.browser('laptop');
    await subscribe(u, phone, 'jp');
    await subscribe(u, laptop, 'en');
    await subscribe(other, service.browser('bystander'));
    await tell(u);
    await t.app.scheduler.run('push.deliver');
    await t.app.scheduler.run('push.deliver'); // nothing is sent twice
    const [toPhone, toLaptop] = [receivedBy('phone'), receivedBy('laptop')];
    expect(toPhone).toHaveLength(1);
    expect(toLaptop).toHaveLength(1);
    expect(receivedBy('bystander')).toEqual([]);
    const [note] = (await u.get('/api/notifications')).json().data.items;
    expect(toLaptop[0]!.payload).toMatchObject({
      id: note.id,
      link: `/pages/otc/detail?id=7`,
      lang: 'en',
      title: expect.stringMatching(/\S/),
      body: expect.stringContaining('P2P-1'),
    });
    expect(toPhone[0]!.payload).toMatchObject({ id: note.id, lang: 'jp' });
    expect((toPhone[0]!.payload as { title: string }).title).not.toBe(
      (toLaptop[0]!.payload as { title: string }).title,
    ); // Japanese, not English
    expect(toLaptop[0]!.vapid).toMatchObject({
      aud: service.origin,
      sub: 'mailto:ops@example.com',
    });
    expect(toLaptop[0]!.headers.ttl).toBe('86400');
    expect((await deliveries(u)).map((d) => d.status)).toEqual(['sent', 'sent']);
  });

  it('queues nothing for a change that rolls back', async () => {
    const u = await user();
    await subscribe(u, service.browser('rollback'));
    await expect(
      t.ledger.run(async (tx) => {
        await notify(tx, t.app.events, t.clock(), {
          userId: u.session.user.id,
          kind: 'deposit_credited',
          params: { coin: 'USDT', amount: '5' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.scheduler.run('push.deliver');
    expect(await deliveries(u)).toEqual([]);
    expect(service.requests).not.toContain('rollback');
  });

  it('removes a subscription the push service says is gone (410, 404)', async () => {
    const u = await user();
    const gone = service.browser('gone');
    const expired = service.browser('expired');
    const kept = service.browser('kept');
    for (const b of [gone, expired, kept]) await subscribe(u, b);
    service.answer('gone', 410);
    service.answer('expired', 404);
    await tell(u);
    await t.app.scheduler.run('push.deliver');
    expect(await subscriptions(u)).toEqual([kept.endpoint]);
    expect((await deliveries(u)).map((d) => [d.status, d.last_error])).toEqual([
      ['gone', 'push service answered 410'],
      ['gone', 'push service answered 404'],
      ['sent', null],
    ]);
    await tell(u);
    await t.app.scheduler.run('push.deliver');
    expect(receivedBy('kept')).toHaveLength(2);
    expect(service.requests.filter((r) => r === 'gone')).toHaveLength(1);
  });

  it('retries a busy push service with backoff, and gives up after the last attempt', async () => {
    const u = await user();
    await subscribe(u, service.browser('busy'));
    await subscribe(u, service.browser('down'));
    service.answer('busy', 503);
    service.answer('down', 500);
    await tell(u);
    await t.app.scheduler.run('push.deliver');
    expect((await deliveries(u)).map((d) => [d.status, d.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    t.clock.advance(PUSH_BACKOFF_MS[0]! - 1);
    await t.app.scheduler.run('push.deliver');
    expect(service.requests.filter((r) => r === 'busy')).toHaveLength(1); // not yet due
    service.answer('busy', 201);
    t.clock.advance(1);
    await t.app.scheduler.run('push.deliver');
    expect(receivedBy('busy')).toHaveLength(1);
    for (const wait of PUSH_BACKOFF_MS.slice(1)) {
      t.clock.advance(wait);
      await t.app.scheduler.run('push.deliver');
    }
    expect(service.requests.filter((r) => r === 'down')).toHaveLength(PUSH_BACKOFF_MS.length + 1);
    expect((await deliveries(u)).map((d) => [d.status, d.attempts, d.last_error])).toEqual([
      ['sent', 2, 'push service answered 503'].map((v, i) => (i === 2 ? null : v)),
      ['failed', PUSH_BACKOFF_MS.length + 1, 'push service answered 500'],
    ]);
  });

  it('stops pushing to a browser the user switched off; another user cannot switch it off', async () => {
    const u = await user();
    const other = await user();
    const device = service.browser('switch');
    await subscribe(u, device);
    await other.post('/api/push/unsubscribe', { endpoint: device.endpoint });
    expect(await subscriptions(u)).toEqual([device.endpoint]);
    expect((await u.post('/api/push/unsubscribe', { endpoint: device.endpoint })).statusCode).toBe(
      200,
    );
    expect(await subscriptions(u)).toEqual([]);
    await tell(u);
    await t.app.scheduler.run('push.deliver');
    expect(receivedBy('switch')).toEqual([]);
  });
});
