// Bench core: ledger transfers/second and latency through the group-commit writer, on any Database.
// Exported so other rows (e.g. socket fan-out) can share the table format.
import type { Database } from '../src/db/index.ts';
import { Ledger } from '../src/ledger/index.ts';

export interface BenchOptions {
  /** Stop after this many transfers... */
  transfers?: number;
  /** ...or after this long, whichever comes first. */
  maxSeconds?: number;
  /** Submitters running at once, each awaiting its previous transfer (like concurrent requests). */
  concurrency?: number;
  users?: number;
}
export interface BenchRow {
  name: string;
  ops: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

export function summarise(name: string, latenciesMs: number[], seconds: number): BenchRow {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    name,
    ops: sorted.length,
    seconds,
    perSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

/** Runs transfers between random users of a migrated, otherwise empty database. */
export async function benchLedgerTransfers(
  name: string,
  database: Database,
  options: BenchOptions = {},
): Promise<BenchRow> {
  const { transfers = 5000, maxSeconds = 30, concurrency = 50, users: userCount = 100 } = options;
  await database.exec(
    `INSERT INTO currencies (id, symbol, name, decimals, is_base) VALUES (3, 'USDT', 'Tether', 8, true)`,
  );
  const users = (
    await database.query<{ id: number }>(
      `INSERT INTO users (email) SELECT 'bench-' || g || '@example.test' FROM generate_series(1, $1::int) g RETURNING id`,
      [userCount],
    )
  ).map((u) => Number(u.id));
  const ledger = new Ledger(database);
  await Promise.all(
    users.map((userId) =>
      ledger.credit({ userId, currencyId: 3, amount: '1000000', key: `bench:seed:${userId}` }),
    ),
  );

  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  let issued = 0;
  const submitter = async () => {
    while (issued < transfers && performance.now() < deadline) {
      const n = issued++;
      const from = users[n % users.length]!;
      const to = users[(n * 7 + 1) % users.length]!;
      const t0 = performance.now();
      if (from === to) continue;
      await ledger.transferBetweenUsers({
        fromUserId: from,
        toUserId: to,
        currencyId: 3,
        amount: '0.01',
        key: `bench:t:${n}`,
      });
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, submitter));
  const seconds = (performance.now() - started) / 1000;
  await ledger.idle();
  return summarise(name, latencies, seconds);
}

export function formatTable(rows: BenchRow[]): string {
  const header = ['backend', 'ops', 'seconds', 'ops/s', 'p50 ms', 'p99 ms'];
  const cells = rows.map((r) => [
    r.name,
    String(r.ops),
    r.seconds.toFixed(2),
    r.perSecond.toFixed(0),
    r.p50Ms.toFixed(2),
    r.p99Ms.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
