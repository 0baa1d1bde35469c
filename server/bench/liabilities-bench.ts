// Proof of liabilities at scale: 100,000 users holding 10 coins each, then a snapshot (the read of
// the books, the checks, the tree and its storing) timed with its peak memory, and one user's proof
// (the path read as one node per level) timed over several users. PostgreSQL when DATABASE_URL is
// set, else PGlite in memory. The books are seeded with set-based SQL, balanced: each user account
// has one posting, and the 'external' house of each coin the opposite of their sum.
import { randomBytes, randomInt } from 'node:crypto';
import { migrate, openDatabase, type Database } from '../src/db/index.ts';
import { proofOf } from '../src/modules/liabilities/proof.ts';
import { takeSnapshot } from '../src/modules/liabilities/take.ts';
import { verifyProof } from '../../packages/liabilities-verifier/src/core/index.ts';
import { sha256 } from '../src/modules/liabilities/verifier.ts';
import { currenciesSeed } from '../src/modules/seed/currencies.ts';
import { markdownTable } from './markdown-table.ts';

export interface LiabilitiesBenchOptions {
  users?: number;
  coins?: number;
  proofs?: number;
}

async function seedBooks(database: Database, users: number, coins: number) {
  await currenciesSeed.run({ database, db: database.db });
  await database.exec(`
    INSERT INTO currencies (id, symbol, name, decimals)
      SELECT 1000 + g, 'BENCH' || g, 'Bench coin ' || g, 8 FROM generate_series(1, ${coins}) g;
    UPDATE currencies SET enabled = id IN (SELECT id FROM currencies ORDER BY id LIMIT ${coins});`);
  // Replica mode (this transaction only) skips the per-posting balance trigger: one entry of a
  // million postings, balanced by construction, checked by the snapshot itself.
  await database.exec(`BEGIN;
    SET LOCAL session_replication_role = replica;
    INSERT INTO users (email) SELECT 'bench-' || g || '@example.com' FROM generate_series(1, ${users}) g;
    INSERT INTO ledger_accounts (user_id, account_type, currency_id, available, frozen)
      SELECT u.id, 'spot', c.id, ((u.id * 7919 + c.id * 104729) % 100000000) / 10000.0,
             ((u.id * 31 + c.id) % 100) / 100.0
        FROM users u CROSS JOIN (SELECT id FROM currencies WHERE enabled) c;
    INSERT INTO ledger_accounts (house, currency_id, available)
      SELECT 'external', currency_id, -sum(available + frozen)
        FROM ledger_accounts WHERE user_id IS NOT NULL GROUP BY currency_id;
    INSERT INTO ledger_entries (id, kind, idempotency_key) VALUES (1, 'bench_seed', 'bench:seed');
    INSERT INTO ledger_postings (entry_id, account_id, currency_id, bucket, amount)
      SELECT 1, id, currency_id, b.bucket, CASE b.bucket WHEN 'available' THEN available ELSE frozen END
        FROM ledger_accounts CROSS JOIN (VALUES ('available'), ('frozen')) b(bucket)
       WHERE CASE b.bucket WHEN 'available' THEN available ELSE frozen END <> 0;
    COMMIT;
    ANALYZE;`);
}

/** Peak resident memory while `work` runs, sampled every 20 ms. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 2 ** 20) };
  } finally {
    clearInterval(timer);
  }
}

export async function benchLiabilities(options: LiabilitiesBenchOptions = {}) {
  const { users = 100_000, coins = 10, proofs = 21 } = options;
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `bench_pol_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, pgSchema: schema } : { dataDir: 'memory://' },
  );
  try {
    await migrate(database);
    let started = performance.now();
    await seedBooks(database, users, coins);
    const seedSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const { result: snapshot, peakMb } = await withPeakRss(() =>
      takeSnapshot(database, { now: new Date(), trigger: 'job' }),
    );
    const snapshotSeconds = (performance.now() - started) / 1000;
    if (snapshot.status !== 'published') throw new Error(snapshot.problems.join('\n'));
    const ids = await database.query<{ id: number }>('SELECT id FROM users');
    const times: number[] = [];
    for (let i = 0; i < proofs; i++) {
      const userId = Number(ids[randomInt(ids.length)]!.id);
      const at = performance.now();
      const answer = await proofOf(database.db, userId);
      times.push(performance.now() - at);
      if (answer.status !== 'included' || !(await verifyProof(answer.proof, sha256)).ok)
        throw new Error(`user ${userId}: no valid proof`);
    }
    times.sort((a, b) => a - b);
    return {
      backend: databaseUrl ? 'postgresql' : 'pglite (memory)',
      users,
      coins,
      leaves: snapshot.leaf_count,
      seedSeconds,
      snapshotSeconds,
      storedMs: snapshot.duration_ms,
      peakMb,
      proofMedianMs: times[Math.floor(times.length / 2)]!,
      proofMaxMs: times.at(-1)!,
    };
  } finally {
    if (databaseUrl) await database.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await database.close();
  }
}

export function formatLiabilities(row: Awaited<ReturnType<typeof benchLiabilities>>): string {
  const ms = (n: number) => n.toFixed(1);
  return markdownTable(
    [
      'backend',
      'users',
      'coins',
      'leaves',
      'seed (s)',
      'snapshot (s)',
      'peak RSS (MB)',
      'proof median (ms)',
      'proof max (ms)',
    ],
    [
      [
        row.backend,
        row.users,
        row.coins,
        row.leaves,
        row.seedSeconds.toFixed(1),
        row.snapshotSeconds.toFixed(1),
        row.peakMb,
        ms(row.proofMedianMs),
        ms(row.proofMaxMs),
      ],
    ],
  );
}
