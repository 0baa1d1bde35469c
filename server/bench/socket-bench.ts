// Socket fan-out: N clients hold a subscription to one kline topic on a real listening server; the
// bench publishes R ticks on the event bus and measures delivered frames per second and the delay
// from publish to receipt (p50, p99) over every delivery.
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function benchSocketFanout(subscribers = 500, rounds = 40): Promise<FanoutResult> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seedReferenceData(database);
  const app = await buildApp({ database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const delays: number[] = [];
  const clients: WebSocket[] = [];
  try {
    await Promise.all(
      Array.from({ length: subscribers }, async () => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/api/socket`);
        clients.push(ws);
        await new Promise<void>((resolve, reject) => {
          ws.once('error', reject);
          ws.on('message', (raw) => {
            const frame = JSON.parse(String(raw)) as { type: string; data?: { sent?: number } };
            if (frame.type === 'subscribed') resolve();
            if (frame.type === 'kline' && frame.data?.sent)
              delays.push(performance.now() - frame.data.sent);
          });
          ws.once('open', () => ws.send(JSON.stringify({ op: 'subscribe', topic: TOPIC })));
        });
      }),
    );
    const started = performance.now();
    for (let round = 0; round < rounds; round++) {
      app.events.toTopic(TOPIC, { type: 'kline', data: { sent: performance.now() } });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const expected = subscribers * rounds;
    while (delays.length < expected && performance.now() - started < 30_000)
      await new Promise((r) => setTimeout(r, 20));
    const seconds = (performance.now() - started) / 1000;
    const sorted = [...delays].sort((a, b) => a - b);
    return {
      subscribers,
      rounds,
      delivered: delays.length,
      perSecond: Math.round(delays.length / seconds),
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
    };
  } finally {
    for (const ws of clients) ws.close();
    await app.close();
    await database.close();
  }
}

export function formatFanout(r: FanoutResult): string {
  return `socket fan-out: ${r.subscribers} subscribers x ${r.rounds} ticks, ${r.delivered} frames delivered, ${r.perSecond} frames/s, delivery p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms`;
}
