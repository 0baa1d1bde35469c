// Internal: a transaction on one connection with multi-statement exec, which drizzle does not
// offer on PGlite (its extended protocol refuses several statements). Used by the migration runner.
import type { Database } from './index.ts';

export interface RawTx {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}
type RawTransaction = <T>(fn: (tx: RawTx) => Promise<T>) => Promise<T>;

const registry = new WeakMap<Database, RawTransaction>();

export function registerRawTransaction(database: Database, run: RawTransaction): Database {
  registry.set(database, run);
  return database;
}

export function rawTransaction<T>(database: Database, fn: (tx: RawTx) => Promise<T>): Promise<T> {
  const run = registry.get(database);
  if (!run) throw new Error('rawTransaction: database was not opened by openDatabase()');
  return run(fn);
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
