// API load on real server processes (production mode, demo data) on a fresh PostgreSQL database,
// driven by autocannon from this process: mixed reads at fixed rates on one instance and on two,
// and writes (transfers, spot orders) unthrottled. The client shares the machine's cores with the
// servers and the database, so the figures are a floor, not a ceiling.
import autocannon, { type Request, type Result } from 'autocannon';
import { markdownTable } from './markdown-table.ts';
import {
  freshDatabase,
  signIn,
  startInstance,
  type Instance,
} from '../../tests/cluster/support.ts';

/** The demo user's password in the benches' servers, and how those servers run. */
export const PASSWORD = 'bench-password-1';
export const BENCH_ENV = {
  NODE_ENV: 'production',
  SEED_DEMO: '1',
  DEMO_PASSWORD: PASSWORD,
  RATE_LIMIT_MAX: '1000000',
  LOG_LEVEL: 'warn',
};

export interface LoadRow {
  test: string;
  instances: number;
  rate: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Transport errors and timeouts. */
  errors: number;
  /** Answers other than 2xx (a market sell before any buy is refused for want of the coin). */
  refused: number;
}

export function readRequests(token: string): Request[] {
  return [
    { method: 'GET', path: '/api/currency/quotation_new' },
    { method: 'GET', path: '/api/currency/new_timeshar?pair_id=1&period=1min&limit=100' },
    { method: 'POST', path: '/api/wallet/list', headers: { authorization: token } },
    { method: 'GET', path: '/api/user/center', headers: { authorization: token } },
  ];
}

let sequence = 0;
function writeRequests(token: string): Request[] {
  const form = { authorization: token, 'content-type': 'application/x-www-form-urlencoded' };
  const body = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  return [
    {
      method: 'POST',
      path: '/api/wallet/change',
      headers: form,
      // A fresh request id each time; back and forth, so the balance never runs out.
      setupRequest: (request) => ({
        ...request,
        body: body({
          currency_id: '3',
          from: sequence % 2 ? 'options' : 'spot',
          to: sequence % 2 ? 'spot' : 'options',
          amount: '0.01',
          request_id: `bench-${process.pid}-${++sequence}`,
        }),
      }),
    },
    {
      method: 'POST',
      path: '/api/coin/trade',
      headers: form,
      setupRequest: (request) => ({
        ...request,
        body: body({
          pair_id: '1',
          side: sequence++ % 2 ? 'sell' : 'buy',
          type: 'market',
          quantity: '0.0001',
        }),
      }),
    },
  ];
}

function run(url: string, requests: Request[], options: { rate?: number; seconds: number }) {
  return autocannon({
    url,
    requests,
    connections: 8,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
}

function row(test: string, rate: string, results: Result[]): LoadRow {
  const requests = results.reduce((n, r) => n + r.requests.total, 0);
  const seconds = Math.max(...results.map((r) => r.duration));
  return {
    test,
    instances: results.length,
    rate,
    requests,
    perSecond: Math.round(requests / seconds),
    // Two instances: the slower of the two halves.
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    refused: results.reduce((n, r) => n + r.non2xx, 0),
  };
}

export async function benchLoad(seconds = 20): Promise<LoadRow[]> {
  const database = await freshDatabase();
  const env = BENCH_ENV;
  const instances: Instance[] = [];
  try {
    instances.push(await startInstance('A', database.url, env));
    instances.push(await startInstance('B', database.url, env));
    const [a, b] = instances as [Instance, Instance];
    const token = await signIn(a.url, 'demo@example.com', PASSWORD);
    const reads = readRequests(token);
    // Warm-up: both instances compile their hot paths before anything is measured.
    await Promise.all([a, b].map((i) => run(i.url, reads, { rate: 100, seconds: 3 })));
    const rows: LoadRow[] = [];
    for (const rate of [250, 500]) {
      rows.push(row('mixed reads', `${rate}/s`, [await run(a.url, reads, { rate, seconds })]));
      rows.push(
        row(
          'mixed reads',
          `${rate}/s`,
          await Promise.all([a, b].map((i) => run(i.url, reads, { rate: rate / 2, seconds }))),
        ),
      );
    }
    const writes = writeRequests(token);
    rows.push(row('writes', 'max', [await run(a.url, writes, { seconds: 10 })]));
    rows.push(
      row(
        'writes',
        'max',
        await Promise.all([a, b].map((i) => run(i.url, writes, { seconds: 10 }))),
      ),
    );
    return rows;
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    await database.drop();
  }
}

export function formatLoad(rows: LoadRow[]): string {
  return markdownTable(
    ['test', 'instances', 'rate', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
    rows.map((r) => [
      r.test,
      r.instances,
      r.rate,
      r.requests,
      r.perSecond,
      r.p50,
      r.p99,
      r.errors,
      r.refused,
    ]),
  );
}

if (import.meta.main)
  console.log(formatLoad(await benchLoad(Number(process.env.LOAD_SECONDS ?? 20))));
