// Three instances on one PostgreSQL schema send each queued push once: whichever instances run
// `push.deliver` at the same app time, the push service receives every notification once per
// browser, and the P2P seller is told on a socket held by another instance than the one that
// wrote the notification.
import webPush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/index.ts';
import { notify } from '../../src/modules/notifications/notify.ts';
import type { SocketClient } from '../helpers/socket-client.ts';
import { startPushService, type PushService } from '../helpers/push-service.ts';
import { signedIn } from '../security/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { authedSocket, closeInstances, needPostgres, startInstances } from './support.ts';

const KEYS = webPush.generateVAPIDKeys();

describe.skipIf(!needPostgres)('Web Push on three instances', () => {
  const apps: (TestApp & { ledger: Ledger })[] = [];
  const sockets: SocketClient[] = [];
  let service: PushService | undefined;
  afterAll(async () => {
    for (const s of sockets.splice(0)) s.ws.close();
    await closeInstances(apps);
    await service?.close();
  });

  it('sends each notification once per browser, and tells the socket on another instance', async () => {
    const push = await startPushService(KEYS.publicKey);
    service = push;
    const [a, b, c] = await startInstances(apps, 3, async (database) => {
      const ledger = new Ledger(database);
      const t = await startTestApp(database, {
        ledger,
        push: { ...KEYS, subject: 'mailto:ops@example.com', extraOrigins: [push.origin] },
      });
      return Object.assign(t, { ledger });
    });
    const u = await signedIn(a!, 'cluster.push@example.com');
    for (const name of ['one', 'two'])
      expect((await u.post('/api/push/subscribe', push.browser(name))).statusCode).toBe(200);
    const socket = await authedSocket(sockets, c!, u.session.token);

    for (let n = 1; n <= 20; n++)
      await b!.ledger.run((tx) =>
        notify(tx, b!.app.events, b!.clock(), {
          userId: u.session.user.id,
          kind: 'p2p_paid',
          params: { order_no: `P2P-${n}`, coin: 'USDT', quantity: '1' },
          object: { type: 'otc_order', id: n },
        }),
      );
    await socket.next(
      (f) => f.type === 'notification' && (f.data as { kind: string }).kind === 'p2p_paid',
    );
    await Promise.all([a, b, c].map((t) => t!.app.scheduler.run('push.deliver')));
    await Promise.all([a, b, c].map((t) => t!.app.scheduler.run('push.deliver')));
    for (const name of ['one', 'two']) {
      const ids = push.received
        .filter((r) => r.name === name)
        .map((r) => (r.payload as { id: number }).id);
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
    }
    expect(push.requests).toHaveLength(40);
  });
});
