import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './index.ts';
import { quoteIdent, registerRawTransaction } from './raw-transaction.ts';

export async function openPglite(dataDir: string, pgSchema?: string): Promise<Database> {
  return wrapPglite(await PGlite.create(dataDir), pgSchema);
}

/** A Database over an open PGlite client (a new one, or a clone of a migrated template in tests). */
export async function wrapPglite(client: PGlite, pgSchema?: string): Promise<Database> {
  // PGlite is a single connection, so a session-level search_path covers every query.
  if (pgSchema) {
    await client.exec(
      `CREATE SCHEMA IF NOT EXISTS ${quoteIdent(pgSchema)}; SET search_path TO ${quoteIdent(pgSchema)}`,
    );
  }
  const database: Database = {
    kind: 'pglite',
    db: drizzle({ client }),
    async exec(sql) {
      await client.exec(sql);
    },
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query<T>(sql, params)).rows;
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
  return registerRawTransaction(database, (fn) =>
    client.transaction((tx) =>
      fn({
        exec: async (sql) => void (await tx.exec(sql)),
        query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
      }),
    ),
  );
}
