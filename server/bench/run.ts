// npm run bench: ledger throughput on PGlite (file and memory) and PostgreSQL when reachable, socket
// fan-out, notification fan-out to Web Push, k-line rendering, API compression, and API load on one
// and two server instances, what metrics and tracing cost, and proof-of-liabilities snapshots.
// `npm run bench -- liabilities kline` runs only the sections named (ledger, socket, notifications,
// kline, compression, load, observability, longtasks, liabilities).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrate, openDatabase, type Database } from '../src/db/index.ts';
import { benchLedgerTransfers, formatTable, type BenchRow } from './ledger-bench.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.argv.slice(2);
const wanted = (section: string) => only.length === 0 || only.includes(section);

async function measure(
  name: string,
  open: () => Promise<Database>,
  cleanup?: (d: Database) => Promise<void>,
): Promise<BenchRow | undefined> {
  let database: Database;
  try {
    database = await open();
  } catch (error) {
    console.log(`skipping ${name}: ${(error as Error).message}`);
    return undefined;
  }
  try {
    await migrate(database);
    return await benchLedgerTransfers(name, database);
  } finally {
    await cleanup?.(database);
    await database.close();
  }
}

if (wanted('ledger')) {
  const rows: BenchRow[] = [];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ledger-bench-'));
  try {
    const file = await measure('pglite (file)', () =>
      openDatabase({ dataDir: path.join(dir, 'pgdata') }),
    );
    if (file) rows.push(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const memory = await measure('pglite (memory)', () => openDatabase({ dataDir: 'memory://' }));
  if (memory) rows.push(memory);
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const postgres = await measure(
    'postgresql',
    () => openDatabase({ databaseUrl, pgSchema: schema }),
    (d) => d.exec(`DROP SCHEMA "${schema}" CASCADE`),
  );
  if (postgres) rows.push(postgres);

  console.log(
    `\nledger transfers: up to 5000 from 50 concurrent submitters, 30 s cap; cpus: ${os.cpus().length}\n`,
  );
  console.log(formatTable(rows));
}

if (wanted('socket')) {
  // market: real-time socket fan-out
  const { benchSocketFanout, formatFanout } = await import('./socket-bench.ts');
  console.log(`\n${formatFanout(await benchSocketFanout())}`);
}

if (wanted('notifications')) {
  // notifications: a broadcast to 10,000 users fanned out through the push outbox and push.deliver
  // to 2,000 subscribed browsers (a local push service)
  const { runNotificationFanout } = await import('./notification-fanout-bench.ts');
  console.log(`\n${await runNotificationFanout(databaseUrl)}`);
}

if (wanted('kline')) {
  // market: the k-line chart's render and live-tick cost in Chromium
  // (1,000 candles as the design-system issue sets, and the 120 the app loads: fewer candles in view,
  // drawn one by one with bodies, where 600 in view are drawn as one shape)
  const { benchKline, formatKline } = await import('./kline-bench.ts');
  console.log(`\n${formatKline(await benchKline())}`);
  console.log(`\n${formatKline(await benchKline(120))}`);
}

if (wanted('compression')) {
  // delivery: what on-the-fly compression of API answers costs and saves
  const { benchCompression, formatCompression } = await import('./compression-bench.ts');
  console.log(`\n${formatCompression(await benchCompression())}`);
}

if (wanted('load')) {
  // scale: the API under load on real server processes (one and two instances on PostgreSQL)
  const { benchLoad, formatLoad } = await import('./load-bench.ts');
  try {
    console.log(
      `\nAPI load (production mode, PostgreSQL, autocannon in this process; reads cycle quotations, candles, wallet list, user centre; writes alternate transfers and market orders):\n${formatLoad(await benchLoad())}`,
    );
  } catch (error) {
    console.log(`skipping API load: ${(error as Error).message}`);
  }
}

if (wanted('observability')) {
  // operations: what metrics (scraped every second) and tracing (every request) cost at 500 req/s
  const { benchObservability, formatObservability } = await import('./observability-bench.ts');
  try {
    console.log(
      `\nMetrics and tracing at 500 req/s of mixed reads (one production-mode instance on PostgreSQL; mean of two runs a variant):\n${formatObservability(await benchObservability())}`,
    );
  } catch (error) {
    console.log(`skipping metrics and tracing cost: ${(error as Error).message}`);
  }
}

if (wanted('longtasks')) {
  // market: long tasks on the live trading screens (k-line, spot, options, leverage), CPU throttled 4x
  const { benchLongTasks, formatLongTasks } = await import('./longtask-bench.ts');
  console.log(
    `\nlong tasks (> 50 ms) in 30 s of live updates a page, Chromium at 390x844 with the CPU throttled 4x:\n${formatLongTasks(await benchLongTasks())}`,
  );
}

// proof of liabilities: a snapshot of 100,000 users x 10 coins, and one user's proof
// (PostgreSQL when DATABASE_URL is set, else PGlite in memory)
if (wanted('liabilities')) {
  const { benchLiabilities, formatLiabilities } = await import('./liabilities-bench.ts');
  console.log(
    `\nproof of liabilities: snapshot (read, check, tree, store) and one user's proof (median of 21):\n${formatLiabilities(await benchLiabilities())}`,
  );
}
