// On-the-fly compression of API answers (@fastify/compress, Brotli quality 4, above 1 KB): what it
// costs the server and saves the wire. autocannon drives one larger read (the calling-code list,
// as the login page asks for it) and the quotes, with and without `accept-encoding: br`, on a real
// listening server; rows give requests per second, latency p50/p99 and bytes per answer.
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { migrate, openDatabase } from '../src/db/index.ts';
import { seedReferenceData } from '../src/modules/seed/index.ts';

export interface CompressionRow {
  route: string;
  encoding: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerAnswer: number;
}

const ROUTES: { route: string; method: 'GET' | 'POST' }[] = [
  { route: '/api/area_code', method: 'POST' },
  { route: '/api/currency/quotation_new', method: 'GET' },
];

export async function benchCompression(seconds = 5): Promise<CompressionRow[]> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seedReferenceData(database);
  const app = await buildApp({ database, rateLimit: { max: 10_000_000, windowMs: 60_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const rows: CompressionRow[] = [];
  try {
    for (const { route, method } of ROUTES) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const result = await autocannon({
          url: `http://127.0.0.1:${port}${route}`,
          method,
          connections: 16,
          duration: seconds,
          headers: { 'accept-encoding': encoding, lang: 'en' },
        });
        rows.push({
          route,
          encoding,
          perSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          bytesPerAnswer: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
        });
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
  return rows;
}

export function formatCompression(rows: CompressionRow[]): string {
  const lines = [
    'API compression (16 connections, loopback): requests/s, latency, bytes per answer',
    '| route | accept-encoding | req/s | p50 ms | p99 ms | bytes/answer |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.encoding} | ${r.perSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.bytesPerAnswer} |`,
    ),
  ];
  return lines.join('\n');
}

if (import.meta.main) console.log(formatCompression(await benchCompression()));
