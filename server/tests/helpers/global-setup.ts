// Once per test run, in vitest's main process: asks PostgreSQL whether it is reachable and provides
// the answer to every test file (backends.ts), so no file spawns a probe of its own (a probe with a
// short time-out could also take a busy machine for one without PostgreSQL).
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresReachable: boolean;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  // The same default as backends.ts.
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  const reachable = await client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
  project.provide('postgresReachable', reachable);
}
