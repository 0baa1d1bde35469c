// What this instance does besides answering requests: its socket connections and subscriptions,
// the messages it delivers, and the storage under it.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { migrate, openDatabase } from '../../src/db/index.ts';
import { queueMessage, type Mailer } from '../../src/modules/outbox/outbox.ts';
import { backends } from '../helpers/backends.ts';
import { connectSocket } from '../helpers/socket-client.ts';
import { signedIn } from '../security/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { find, scrape, scrapeUntil, value } from './support.ts';

describe.each(backends())('runtime metrics on $name', (backend) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('counts socket connections, subscriptions by kind (never by topic) and frames sent', async () => {
    t = await startTestApp(await backend.open());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const user = await signedIn(t, 'sock@example.com');
    const c = await connectSocket(port);
    try {
      await c.next((f) => f.type === 'hello');
      c.send({ op: 'subscribe', topic: 'ticker' });
      c.send({ op: 'subscribe', topic: 'kline:BTC/USDT:1min' });
      c.send({ op: 'subscribe', topic: 'kline:ETH/USDT:1min' });
      c.send({ op: 'auth', token: user.session.token });
      await c.next((f) => f.type === 'authed');
      const open = await scrape(t.app);
      expect(value(open, 'coinhub_socket_connections')).toBe(1);
      expect(value(open, 'coinhub_socket_subscriptions', { kind: 'ticker' })).toBe(1);
      expect(value(open, 'coinhub_socket_subscriptions', { kind: 'kline' })).toBe(2);
      expect(value(open, 'coinhub_socket_subscriptions', { kind: 'user' })).toBe(1);
      expect(open).not.toContain('BTC/USDT');
      expect(value(open, 'coinhub_socket_frames_sent_total')).toBe(c.frames.length);
      c.send({ op: 'unsubscribe', topic: 'ticker' });
      await c.next((f) => f.type === 'unsubscribed');
      expect(value(await scrape(t.app), 'coinhub_socket_subscriptions', { kind: 'ticker' })).toBe(
        0,
      );
      expect(value(await scrape(t.app), 'coinhub_socket_resyncs_total')).toBe(0);
    } finally {
      c.ws.close();
    }
    const closed = await scrapeUntil(
      t.app,
      (text) => value(text, 'coinhub_socket_connections') === 0,
    );
    expect(value(closed, 'coinhub_socket_connections')).toBe(0);
    for (const kind of ['ticker', 'kline', 'user'])
      expect(value(closed, 'coinhub_socket_subscriptions', { kind })).toBe(0);
  });

  it('counts e-mails sent and failed, and what still waits in the outbox', async () => {
    let down = true;
    const mailer: Mailer = {
      sendMail: async () => {
        if (down) throw new Error('mail server down');
        return {};
      },
    };
    t = await startTestApp(await backend.open(), { mailer });
    const failed = (text: string) =>
      value(text, 'coinhub_outbox_failed_total', { channel: 'email' });
    const sent = (text: string) => value(text, 'coinhub_outbox_sent_total', { channel: 'email' });
    expect(failed(await scrape(t.app))).toBe(0);
    await t.post('/api/sms_mail', { user_string: 'down@example.com', scene: 'register' });
    expect(failed(await scrapeUntil(t.app, (text) => failed(text) === 1))).toBe(1);
    down = false;
    await t.post('/api/sms_mail', { user_string: 'up@example.com', scene: 'register' });
    const text = await scrapeUntil(t.app, (text) => sent(text) === 1);
    expect([sent(text), failed(text)]).toEqual([1, 1]);
    expect(value(text, 'coinhub_outbox_sent_total', { channel: 'push' })).toBe(0);

    const message = {
      channel: 'email' as const,
      target: 'later@example.com',
      subject: 's',
      body: 'b',
    };
    await queueMessage(t.database.db, message, t.clock());
    await queueMessage(t.database.db, message, new Date(t.clock().getTime() + 60_000)); // not due
    const waiting = await scrape(t.app);
    expect(value(waiting, 'coinhub_outbox_retry_depth', { channel: 'email' })).toBe(1);
    expect(value(waiting, 'coinhub_outbox_retry_depth', { channel: 'push' })).toBe(0);
    await t.app.scheduler.run('outbox.deliver');
    const drained = await scrape(t.app);
    expect(value(drained, 'coinhub_outbox_retry_depth', { channel: 'email' })).toBe(0);
    expect(sent(drained)).toBe(2);
  });

  it("shows the PostgreSQL pool's connections, and no PGlite size for an in-memory database", async () => {
    t = await startTestApp(await backend.open());
    await t.post('/api/area_code');
    const text = await scrape(t.app);
    expect(find(text, 'coinhub_pglite_file_bytes')).toEqual([]);
    if (backend.name === 'postgres') {
      expect(value(text, 'coinhub_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(value(text, 'coinhub_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(
        0,
      );
      expect(value(text, 'coinhub_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(find(text, 'coinhub_db_pool_connections')).toEqual([]);
    }
  });
});

describe('PGlite on disk', () => {
  it('shows the size of its data directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'coinhub-metrics-'));
    const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    try {
      await migrate(database);
      const app = await buildApp({ database });
      try {
        const bytes = value(await scrape(app), 'coinhub_pglite_file_bytes');
        expect(bytes).toBeGreaterThan(1_000_000);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
