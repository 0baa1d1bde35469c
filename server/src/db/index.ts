// Storage entry point: one Database handle over embedded PGlite or real PostgreSQL.
// Both speak the same SQL, so migrations and queries are shared (ARCHITECTURE.md section 5).
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { openPglite } from './open-pglite.ts';
import { openPostgres } from './open-postgres.ts';

export type Backend = 'pglite' | 'postgres';
/** A drizzle instance without a relational schema (query builder only). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<any>;

export interface Database {
  kind: Backend;
  db: Db;
  /** Runs one or more statements, no parameters, no result. */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement ($1, $2...) and returns its rows. int8 comes back as number when safe. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** PostgreSQL only: a new connection outside the pool, with the same schema, for LISTEN and
   * session advisory locks (server/src/modules/cluster). The caller ends it. */
  dedicatedClient?(): Promise<pg.Client>;
}

export interface OpenOptions {
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** postgres://... URL of a real PostgreSQL server (takes precedence over dataDir). */
  databaseUrl?: string;
  /** Create this schema when missing and make it the search_path of every connection. */
  pgSchema?: string;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.pgSchema);
  return openPglite(opts.dataDir ?? 'memory://', opts.pgSchema);
}

export { migrate } from './migrate.ts';
