import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from './index.ts';
import { quoteIdent, registerRawTransaction, type RawTx } from './raw-transaction.ts';

const INT8_OID = 20;
// Same int8 shape as PGlite: a number when it is safe, else a string (never silently rounded).
function parseInt8(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? parseInt8
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export async function openPostgres(url: string, pgSchema?: string): Promise<Database> {
  if (pgSchema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(pgSchema)}`);
    } finally {
      await setup.end();
    }
  }
  // search_path as a startup option applies to every pooled connection before any query runs.
  const options = pgSchema ? `-c search_path=${quoteIdent(pgSchema)}` : undefined;
  const pool = new pg.Pool({ connectionString: url, options, types, max: 10 });
  pool.on('error', () => {}); // an idle client dropped by the server must not crash the process
  const database: Database = {
    kind: 'postgres',
    db: drizzle({ client: pool }),
    async dedicatedClient() {
      const client = new pg.Client({
        connectionString: url,
        options,
        types,
        application_name: 'cluster-link',
      });
      await client.connect();
      return client;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async close() {
      await pool.end();
    },
  };
  return registerRawTransaction(database, async (fn) => {
    const client = await pool.connect();
    const tx: RawTx = {
      exec: async (sql) => void (await client.query(sql)),
      query: async <T>(sql: string, params?: unknown[]) =>
        (await client.query(sql, params)).rows as T[],
    };
    try {
      await client.query('BEGIN');
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  });
}
