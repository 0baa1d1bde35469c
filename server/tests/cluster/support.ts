// Set-up of the cluster tests: in-process server instances on one fresh PostgreSQL schema, each
// listening on its own port, and sockets authenticated on one of them.
import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from '../../src/db/index.ts';
import { openPostgresSchema, postgresReachable, postgresUrl } from '../helpers/backends.ts';
import { connectSocket, type SocketClient } from '../helpers/socket-client.ts';
import type { TestApp } from '../support/app.ts';

/** The cluster tests need PostgreSQL; REQUIRE_POSTGRES=1 makes its absence a failure, not a skip. */
export const needPostgres = postgresReachable() || process.env.REQUIRE_POSTGRES === '1';

export async function schemaOf(database: Database): Promise<string> {
  const [row] = await database.query<{ schema: string }>('SELECT current_schema() AS schema');
  return row!.schema;
}

/**
 * Starts `n` listening instances on one fresh schema, `start(database, index)` each in turn, and adds
 * them to `apps` as they start (so the caller closes whatever started, even after a failure).
 */
export async function startInstances<T extends TestApp>(
  apps: T[],
  n: number,
  start: (database: Database, index: number) => Promise<T>,
): Promise<T[]> {
  const first = await openPostgresSchema();
  const schema = await schemaOf(first);
  for (let i = 0; i < n; i++) {
    const database =
      i === 0 ? first : await openDatabase({ databaseUrl: postgresUrl, pgSchema: schema });
    const t = await start(database, i);
    apps.push(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }
  return apps.slice(-n);
}

/** Closes instances last-started first: the first one's close drops the schema. */
export async function closeInstances(apps: TestApp[]): Promise<void> {
  for (const t of apps.splice(0).reverse()) await t.close();
}

/** A socket on `t` authenticated as the token's user (kept in `sockets` for closing). */
export async function authedSocket(
  sockets: SocketClient[],
  t: TestApp,
  token: string,
): Promise<SocketClient> {
  const client = await socketOn(sockets, t);
  client.send({ op: 'auth', token });
  await client.next((f) => f.type === 'authed');
  return client;
}

export async function socketOn(sockets: SocketClient[], t: TestApp): Promise<SocketClient> {
  const client = await connectSocket((t.app.server.address() as AddressInfo).port);
  sockets.push(client);
  return client;
}

/** Waits until every frame sent to the socket before now has arrived (the server answers in order). */
export async function flushed(client: SocketClient): Promise<void> {
  const from = client.frames.length;
  client.send({ op: 'ping' });
  await client.next((f) => f.type === 'pong', from);
}
