// Applies server/migrations/*.sql in filename order, each file in its own transaction and recorded
// in schema_migrations. Safe at every start; on PostgreSQL an advisory lock (per schema) makes
// concurrent starts wait for each other instead of applying a file twice.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './index.ts';
import { rawTransaction, type RawTx } from './raw-transaction.ts';

export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

async function lock(tx: RawTx): Promise<void> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtext('schema_migrations:' || current_schema()))`,
  );
}

export async function migrate(database: Database, dir = migrationsDir): Promise<void> {
  await rawTransaction(database, async (tx) => {
    await lock(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  for (const name of files) {
    const sql = await readFile(`${dir}/${name}`, 'utf8');
    await rawTransaction(database, async (tx) => {
      await lock(tx);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return;
      try {
        await tx.exec(sql);
      } catch (err) {
        throw new Error(`migration ${name} failed: ${(err as Error).message}`, { cause: err });
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
  }
}
