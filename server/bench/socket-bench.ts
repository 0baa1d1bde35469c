// Socket fan-out: N clients (in child processes: their own cores and file descriptors) hold a
// subscription to one kline topic on a real listening server; the bench publishes R ticks on the
// event bus and measures delivered frames per second (from the first publish until every socket's
// buffer is empty) and the delay from publish to receipt (p50, p99; the worse of the processes).
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { migrate, openDatabase } from '../src/db/index.ts';
import { seedReferenceData } from '../src/modules/seed/index.ts';

export interface FanoutResult {
  subscribers: number;
  rounds: number;
  delivered: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const TOPIC = 'kline:BTC/USDT:1min';

export async function benchSocketFanout(
  subscribers = 10_000,
  rounds = 20,
  clientProcesses = 2,
): Promise<FanoutResult> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seedReferenceData(database);
  // Every subscriber connects from this machine's one address: the request limit would refuse most.
  const app = await buildApp({ database, rateLimit: { max: 1_000_000, windowMs: 60_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const per = Math.ceil(subscribers / clientProcesses);
  const children = Array.from({ length: clientProcesses }, () =>
    fork(fileURLToPath(new URL('./fanout-clients.ts', import.meta.url)), [
      String(port),
      String(per),
      TOPIC,
    ]),
  );
  const reply = <T>(child: ChildProcess) =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (message) => resolve(message as T));
      child.once('exit', (code) => reject(new Error(`fan-out clients exited with ${code}`)));
    });
  try {
    await Promise.all(children.map((child) => reply(child)));
    // A candle as the feed publishes it, so each frame has a real frame's size.
    const candle = (
      await app.inject({
        method: 'GET',
        url: '/api/currency/new_timeshar?pair_id=1&period=1min&limit=1',
      })
    ).json().data.candles[0];
    const started = performance.now();
    for (let round = 0; round < rounds; round++) {
      const sent = performance.timeOrigin + performance.now();
      app.events.toTopic(TOPIC, { type: 'kline', data: { ...candle, sent } });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Every frame has left the server once its sockets' buffers are empty.
    while (
      [...app.websocketServer.clients].some((ws) => ws.bufferedAmount > 0) &&
      performance.now() - started < 60_000
    )
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const seconds = (performance.now() - started) / 1000;
    const reports = await Promise.all(
      children.map((child) => {
        const answer = reply<{ delivered: number; p50: number; p99: number }>(child);
        child.send({ report: true });
        return answer;
      }),
    );
    const delivered = reports.reduce((n, r) => n + r.delivered, 0);
    return {
      subscribers: per * clientProcesses,
      rounds,
      delivered,
      perSecond: Math.round(delivered / seconds),
      p50Ms: Math.max(...reports.map((r) => r.p50)),
      p99Ms: Math.max(...reports.map((r) => r.p99)),
    };
  } finally {
    for (const child of children) child.kill();
    await app.close();
    await database.close();
  }
}

export function formatFanout(r: FanoutResult): string {
  return `socket fan-out: ${r.subscribers} subscribers x ${r.rounds} ticks, ${r.delivered} frames delivered, ${r.perSecond} frames/s, delivery p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms`;
}
