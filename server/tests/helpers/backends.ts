// The storage backends every server test runs on: PGlite in memory always, plus real PostgreSQL
// (a random schema of the test file's, dropped at the file's end) when reachable. REQUIRE_POSTGRES=1 turns an
// unreachable server into a failure instead of a skip.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { migrate, openDatabase, type Backend, type Database } from '../../src/db/index.ts';
import { wrapPglite } from '../../src/db/open-pglite.ts';
import { emptyingStatement, fingerprintOf } from './reuse.ts';

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

// Starting PGlite and migrating costs about 2 s; cloning a migrated template, 1-2 s; emptying a
// database a test has finished with, a few milliseconds. Each test worker migrates one template,
// and every test gets either an emptied database of an earlier test of its file or a new clone.
// Both backends decide alike: a finished test's database is kept for the next one only if its
// structure is still the template's (checked when the test closes it), and emptied when taken.
interface Template {
  client: PGlite;
  fingerprint: string;
  emptying: string;
}
let template: Promise<Template> | undefined;
const idlePglite: { client: PGlite; database: Database }[] = [];
const idleSchemas: string[] = [];
let postgresShape: Promise<{ fingerprint: string; emptying: string }> | undefined;

async function migratedTemplate(): Promise<Template> {
  const client = await PGlite.create('memory://');
  const database = await wrapPglite(client);
  await migrate(database);
  return {
    client,
    fingerprint: await fingerprintOf(database),
    emptying: await emptyingStatement(database),
  };
}

/** Whether a finished test left the structure as migrated (a test may add a table or column). */
async function sameShape(database: Database, fingerprint: string): Promise<boolean> {
  try {
    return (await fingerprintOf(database)) === fingerprint;
  } catch {
    return false; // broken, or its connections are gone: start afresh
  }
}

/** An idle PGlite of this file, emptied; one left mid-transaction or broken is closed instead. */
async function takeIdlePglite(emptying: string) {
  for (let idle = idlePglite.pop(); idle; idle = idlePglite.pop()) {
    try {
      // Session state goes too: advisory locks, prepared statements, settings.
      await idle.client.exec('DISCARD ALL');
      await idle.database.exec(emptying);
      return idle;
    } catch {
      await idle.client.close();
    }
  }
  return undefined;
}

export async function openPglite(): Promise<Database> {
  template ??= migratedTemplate();
  const { client: templateClient, fingerprint, emptying } = await template;
  const idle = await takeIdlePglite(emptying);
  const client = idle?.client ?? ((await templateClient.clone()) as PGlite);
  const database = idle?.database ?? (await wrapPglite(client));
  let released = false;
  database.close = async () => {
    if (released || client.closed) return;
    released = true;
    if (await sameShape(database, fingerprint)) idlePglite.push({ client, database });
    else await client.close();
  };
  return database;
}

async function dropSchema(database: Database, schema: string): Promise<void> {
  await database.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
}

/**
 * A migrated PostgreSQL database in its own schema. Without a name, an idle schema of this file
 * is emptied and reused when there is one, and close() keeps it for the next test if its
 * structure is unchanged; a named schema, or a changed one, is dropped on close().
 */
export async function openPostgresSchema(name?: string): Promise<Database> {
  const reused = name === undefined ? idleSchemas.pop() : undefined;
  const schema = reused ?? name ?? `t_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: postgresUrl, pgSchema: schema });
  if (reused) {
    await database.exec((await postgresShape!).emptying);
  } else {
    await migrate(database);
    // Read before the test writes a row or moves a sequence.
    postgresShape ??= Promise.all([fingerprintOf(database), emptyingStatement(database)]).then(
      ([fingerprint, emptying]) => ({ fingerprint, emptying }),
    );
    await postgresShape;
  }
  const close = database.close.bind(database);
  let released = false;
  database.close = async () => {
    if (released) return;
    released = true;
    const keep =
      name === undefined && (await sameShape(database, (await postgresShape!).fingerprint));
    if (!keep) await dropSchema(database, schema);
    await close();
    if (keep) idleSchemas.push(schema);
  };
  return database;
}

/** At the end of a test file: closes its idle PGlites and drops its idle PostgreSQL schemas. */
export async function releaseIdleDatabases(): Promise<void> {
  await Promise.all(idlePglite.splice(0).map(({ client }) => client.close()));
  const schemas = idleSchemas.splice(0);
  if (schemas.length === 0) return;
  const database = await openDatabase({ databaseUrl: postgresUrl });
  for (const schema of schemas) await dropSchema(database, schema);
  await database.close();
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
