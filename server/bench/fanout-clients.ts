// The socket fan-out bench's clients, in their own process (their own cores and file descriptors):
// `node fanout-clients.ts <port> <count> <topic>` opens <count> sockets subscribed to <topic>, says
// `ready` over IPC, records the delay of every frame carrying `sent` (absolute ms, comparable across
// processes), and on `report` sends the count and the sorted delays' percentiles.
import WebSocket from 'ws';

const [port, count, topic] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]!];
const now = () => performance.timeOrigin + performance.now();
const delays: number[] = [];
const clients: WebSocket[] = [];

async function open(): Promise<void> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/socket`);
  clients.push(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (raw) => {
      const text = String(raw);
      if (text.includes('"subscribed"')) return resolve();
      const frame = JSON.parse(text) as { type: string; data?: { sent?: number } };
      if (frame.type === 'kline' && frame.data?.sent) delays.push(now() - frame.data.sent);
    });
    ws.once('open', () => ws.send(JSON.stringify({ op: 'subscribe', topic })));
  });
}

// Connect in waves, so the server's accept queue is not flooded.
for (let i = 0; i < count; i += 500)
  await Promise.all(Array.from({ length: Math.min(500, count - i) }, open));
process.send!({ ready: true });

process.on('message', (message: { report?: boolean }) => {
  if (!message.report) return;
  const sorted = delays.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  process.send!({ delivered: sorted.length, p50: at(0.5), p99: at(0.99) }, () => {
    for (const ws of clients) ws.terminate();
    process.exit(0);
  });
});
