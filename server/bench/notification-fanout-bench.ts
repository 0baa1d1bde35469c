// Notification fan-out: an editor's broadcast (adminNotificationBroadcast) to 10,000 active users,
// 2,000 of whom have a subscribed browser. The broadcast writes the 10,000 notifications and queues
// the 2,000 pushes in its transaction (push/fanout.ts); the real `push.deliver` job, ticking every
// second as the running server's timer does, encrypts, signs and posts each push to a local push
// service (127.0.0.1, allowed as a test's extra origin). Measured: the broadcast request, pushes per
// second (from the notifications' created_at to the last push's arrival, and between the first and
// last arrival), and the delay from the notification's created_at to each push's arrival (p50,
// p99). A sample of the pushes is decrypted as the browser would, to check what arrived.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import webPush from 'web-push';
import { buildApp } from '../src/app.ts';
import { migrate, openDatabase, type Database } from '../src/db/index.ts';
import { seedReferenceData } from '../src/modules/seed/index.ts';
import { decryptPush } from '../tests/helpers/push-service.ts';
import { consoleAs } from '../tests/operators/support.ts';
import type { TestApp } from '../tests/support/app.ts';

const LANGS = ['en', 'zh', 'hk', 'jp', 'kr', 'esp', 'th'] as const;
const JOB_TICK_MS = 1000; // push.deliver's everyMs
const SAMPLE_EVERY = 100;

export interface NotificationFanoutResult {
  backend: string;
  notifications: number;
  devices: number;
  pushes: number;
  broadcastMs: number;
  seconds: number;
  perSecond: number;
  arrivalPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  checked: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

export async function benchNotificationFanout(
  backend: string,
  database: Database,
  users = 10_000,
  devices = 2_000,
): Promise<NotificationFanoutResult> {
  await migrate(database);
  await seedReferenceData(database);
  // The app's clock is the real one; the operator's sign-in moves it on a little (a fresh TOTP step).
  let offset = 0;
  const clock = Object.assign(() => new Date(Date.now() + offset), {
    advance: (ms: number) => void (offset += ms),
  });

  // The push service: notes each request's arrival (on the app's clock) and answers 201; keeps a
  // sample's bodies to decrypt afterwards (not while the pushes arrive: it shares this process).
  const arrivals: number[] = [];
  const sample = new Map<number, Buffer>();
  const service = createServer((req, res) => {
    const at = clock().getTime();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      arrivals.push(at);
      const device = Number((req.url ?? '').replace(/^\/push\//, ''));
      if (device % SAMPLE_EVERY === 0) sample.set(device, Buffer.concat(chunks));
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

  const keys = webPush.generateVAPIDKeys();
  const app = await buildApp({
    database,
    clock,
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
    push: { ...keys, subject: 'mailto:bench@example.com', extraOrigins: [origin] },
  });
  let running = true;
  let job: Promise<void> = Promise.resolve();
  try {
    const t: TestApp = {
      app,
      database,
      clock: clock as TestApp['clock'],
      post: (url, form = {}, headers = {}) =>
        app.inject({
          method: 'POST',
          url,
          payload: new URLSearchParams(form).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        }),
      close: async () => {},
    };
    const editor = await consoleAs(t, 'bench-editor@example.com', 'editor');

    // 10,000 users; the first 2,000 each with one browser, in the seven languages in turn.
    const ids = (
      await database.query<{ id: number | string }>(
        `INSERT INTO users (email) SELECT 'fanout-' || g || '@example.test'
           FROM generate_series(1, $1::int) g RETURNING id`,
        [users],
      )
    ).map((r) => Number(r.id));
    const browsers = ids.slice(0, devices).map((userId, i) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return { userId, i, ecdh, auth: randomBytes(16), lang: LANGS[i % LANGS.length]! };
    });
    await database.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, lang, created_at)
       SELECT u, $1 || '/push/' || i, k, a, l, now()
         FROM unnest($2::bigint[], $3::int[], $4::text[], $5::text[], $6::text[]) AS s(u, i, k, a, l)`,
      [
        origin,
        browsers.map((b) => b.userId),
        browsers.map((b) => b.i),
        browsers.map((b) => b.ecdh.getPublicKey().toString('base64url')),
        browsers.map((b) => b.auth.toString('base64url')),
        browsers.map((b) => b.lang),
      ],
    );

    // The job ticks as the server's timer would, from before the broadcast.
    job = (async () => {
      while (running) {
        const started = Date.now();
        await app.scheduler.run('push.deliver');
        await sleep(Math.max(0, JOB_TICK_MS - (Date.now() - started)));
      }
    })();

    const texts = Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        { title: `Maintenance (${lang})`, body: `Trading pauses at 02:00 UTC (${lang}).` },
      ]),
    );
    const sent = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/notifications/broadcast',
      payload: JSON.stringify({ audience: 'all', texts }),
      headers: {
        'content-type': 'application/json',
        cookie: editor.cookie,
        'x-csrf-token': editor.csrf,
      },
    });
    const broadcastMs = performance.now() - sent;
    if (res.statusCode !== 200) throw new Error(`broadcast: ${res.body}`);
    const { recipients, created_at: createdAt } = res.json().data as {
      recipients: number;
      created_at: string;
    };
    const [queued] = await database.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM push_deliveries`,
    );
    const pushes = Number(queued!.n);
    const deadline = Date.now() + 180_000;
    while (arrivals.length < pushes && Date.now() < deadline) await sleep(20);
    running = false;
    await job;
    if (arrivals.length < pushes)
      throw new Error(`only ${arrivals.length} of ${pushes} pushes arrived in 3 minutes`);

    // what arrived: each sampled browser's push, in its language
    let checked = 0;
    for (const [device, body] of sample) {
      const browser = browsers[device]!;
      const payload = JSON.parse(decryptPush(body, browser)) as { title: string; lang: string };
      if (payload.lang !== browser.lang || payload.title !== `Maintenance (${browser.lang})`)
        throw new Error(`device ${device} got ${JSON.stringify(payload)}`);
      checked++;
    }

    const event = new Date(createdAt).getTime();
    const delays = arrivals.map((at) => at - event).sort((a, b) => a - b);
    const first = Math.min(...arrivals);
    const last = Math.max(...arrivals);
    const seconds = (last - event) / 1000;
    return {
      backend,
      notifications: recipients,
      devices,
      pushes,
      broadcastMs,
      seconds,
      perSecond: pushes / seconds,
      arrivalPerSecond: pushes / Math.max(0.001, (last - first) / 1000),
      p50Ms: percentile(delays, 50),
      p99Ms: percentile(delays, 99),
      checked,
    };
  } finally {
    running = false;
    await job.catch(() => {});
    await app.close();
    await new Promise<void>((resolve) => service.close(() => resolve()));
  }
}

export function formatNotificationFanout(rows: NotificationFanoutResult[]): string {
  const head = `notification fan-out: a broadcast to every user through the push outbox and push.deliver (1 s tick) to a local push service (cpus: ${os.cpus().length}, load average ${os.loadavg()[0]!.toFixed(1)}):`;
  const lines = rows.map((r) =>
    r.pushes === undefined
      ? `  ${r.backend}`
      : `  ${r.backend.padEnd(16)} ${r.notifications} notifications written and ${r.pushes} pushes queued in ${r.broadcastMs.toFixed(0)} ms; ` +
        `${r.pushes} pushes to ${r.devices} devices in ${r.seconds.toFixed(2)} s from the event: ${r.perSecond.toFixed(0)} pushes/s ` +
        `(${r.arrivalPerSecond.toFixed(0)}/s first to last arrival); event to arrival p50 ${r.p50Ms.toFixed(0)} ms, p99 ${r.p99Ms.toFixed(0)} ms; ` +
        `${r.checked} sampled pushes decrypted and checked`,
  );
  return [head, ...lines].join('\n');
}

/** On PGlite in memory, and on PostgreSQL (a scratch schema) when reachable. */
export async function runNotificationFanout(
  databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
): Promise<string> {
  const rows: NotificationFanoutResult[] = [];
  const memory = await openDatabase({ dataDir: 'memory://' });
  try {
    rows.push(await benchNotificationFanout('pglite (memory)', memory));
  } finally {
    await memory.close();
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  let postgres: Database | undefined;
  try {
    postgres = await openDatabase({ databaseUrl, pgSchema: schema });
  } catch (error) {
    rows.push({ backend: `postgresql skipped: ${(error as Error).message}` } as never);
  }
  if (postgres)
    try {
      rows.push(await benchNotificationFanout('postgresql', postgres));
    } finally {
      await postgres.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await postgres.close();
    }
  return formatNotificationFanout(rows);
}

// Alone: node server/bench/notification-fanout-bench.ts
if (import.meta.main) console.log(await runNotificationFanout());
