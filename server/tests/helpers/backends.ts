// The storage backends every server test runs on: PGlite in memory always, plus real PostgreSQL
// (a fresh random schema per open, dropped on close) when reachable. REQUIRE_POSTGRES=1 turns an
// unreachable server into a failure instead of a skip.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { migrate, openDatabase, type Backend, type Database } from '../../src/db/index.ts';
import { wrapPglite } from '../../src/db/open-pglite.ts';

export interface TestBackend {
  name: Backend;
  open(): Promise<Database>;
}

export const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const requirePostgres = process.env.REQUIRE_POSTGRES === '1';

// describe.each() needs the list synchronously: the run's global set-up (global-setup.ts) connects
// once and provides the answer to every test file. Outside vitest (benchmarks importing the cluster
// support) a short child process probes instead.
let reachable: boolean | undefined;
export function postgresReachable(): boolean {
  reachable ??= provided('postgresReachable') ?? probePostgres();
  return reachable;
}

function provided(key: 'postgresReachable') {
  try {
    return inject(key);
  } catch {
    return undefined; // not in a vitest worker
  }
}

function probePostgres(): boolean {
  const probe = `const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:2000});
    c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`;
  try {
    execFileSync(process.execPath, ['-e', probe, postgresUrl], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

// Starting PGlite and migrating costs about 2 s; cloning a migrated template, a third of that. Each
// test worker migrates one template and hands every test its own clone.
let template: Promise<PGlite> | undefined;
async function migratedTemplate(): Promise<PGlite> {
  const client = await PGlite.create('memory://');
  await migrate(await wrapPglite(client));
  return client;
}

export async function openPglite(): Promise<Database> {
  template ??= migratedTemplate();
  return wrapPglite((await (await template).clone()) as PGlite);
}

/** A migrated PostgreSQL database in its own schema; close() drops the schema. */
export async function openPostgresSchema(
  schema = `t_${randomBytes(6).toString('hex')}`,
): Promise<Database> {
  const database = await openDatabase({ databaseUrl: postgresUrl, pgSchema: schema });
  await migrate(database);
  const close = database.close.bind(database);
  database.close = async () => {
    await database.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await close();
  };
  return database;
}

export function backends(): TestBackend[] {
  const list: TestBackend[] = [{ name: 'pglite', open: openPglite }];
  if (postgresReachable()) {
    list.push({ name: 'postgres', open: () => openPostgresSchema() });
  } else if (requirePostgres) {
    list.push({
      name: 'postgres',
      open: () =>
        Promise.reject(
          new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is unreachable at ${postgresUrl}`),
        ),
    });
  } else {
    console.warn(`[tests] PostgreSQL unreachable at ${postgresUrl}: running on PGlite only`);
  }
  return list;
}
