// What several server instances on one PostgreSQL share besides their tables: one dedicated
// connection per instance that LISTENs for the event bus (events/cluster-bus.ts) and holds the jobs'
// session advisory locks (jobs/scheduler.ts). A lost connection is reopened with backoff; its
// reconnect listeners hear about it, since notifications sent meanwhile are gone and its locks were
// released by the server. PGlite is one process, so it has no link (see localCluster).
import type pg from 'pg';
import type { Database } from '../../db/index.ts';

export interface ClusterLink {
  /** The notification channel of this schema (test schemas in one database stay apart). */
  readonly channel: string;
  onNotify(listener: (payload: string) => void): void;
  /** After the link was lost and is back: events may have been missed. */
  onReconnect(listener: () => void): void;
  /** Takes the cluster-wide lock `name` if nobody holds it; false when another instance does. */
  tryLock(name: string): Promise<boolean>;
  unlock(name: string): Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const MIN_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 5_000;

/** The link of a PostgreSQL database; null on PGlite (one process needs none). */
export async function openClusterLink(
  database: Database,
  log: Logger,
): Promise<ClusterLink | null> {
  if (!database.dedicatedClient) return null;
  const [row] = await database.query<{ schema: string }>('SELECT current_schema() AS schema');
  const link = new PgClusterLink(database, row!.schema, log);
  await link.connect();
  return link;
}

class PgClusterLink implements ClusterLink {
  readonly channel: string;
  readonly #schema: string;
  readonly #database: Database;
  readonly #log: Logger;
  readonly #notify = new Set<(payload: string) => void>();
  readonly #reconnect = new Set<() => void>();
  #client: pg.Client | null = null;
  #closed = false;
  #backoff = MIN_BACKOFF_MS;
  #timer: NodeJS.Timeout | undefined;

  constructor(database: Database, schema: string, log: Logger) {
    this.#database = database;
    this.#schema = schema;
    this.#log = log;
    this.channel = `bus:${schema}`;
  }

  onNotify(listener: (payload: string) => void): void {
    this.#notify.add(listener);
  }

  onReconnect(listener: () => void): void {
    this.#reconnect.add(listener);
  }

  async connect(): Promise<void> {
    const client = await this.#database.dedicatedClient!();
    client.on('notification', (message) => {
      if (message.channel !== this.channel || message.payload === undefined) return;
      for (const listener of this.#notify) listener(message.payload);
    });
    const lost = (error?: Error) => this.#lost(client, error);
    client.on('error', lost);
    client.on('end', () => lost());
    await client.query(`LISTEN "${this.channel.replaceAll('"', '""')}"`);
    this.#client = client;
    this.#backoff = MIN_BACKOFF_MS;
  }

  async tryLock(name: string): Promise<boolean> {
    const client = this.#client;
    if (!client) return false; // no link, no lock: another instance may run it meanwhile
    const rows = await client.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS ok',
      [this.#schema, name],
    );
    return rows.rows[0]?.ok === true;
  }

  async unlock(name: string): Promise<void> {
    // A link lost since the lock was taken has released it already.
    await this.#client
      ?.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [this.#schema, name])
      .catch(() => {});
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  #lost(client: pg.Client, error?: Error): void {
    if (this.#closed || this.#client !== client) return;
    this.#client = null;
    client.end().catch(() => {});
    this.#log.warn({ err: error }, 'cluster link lost; reconnecting');
    this.#retry();
  }

  #retry(): void {
    this.#timer = setTimeout(() => {
      this.connect().then(
        () => {
          if (this.#closed) return void this.#client?.end().catch(() => {});
          for (const listener of this.#reconnect) listener();
        },
        (error: unknown) => {
          this.#log.error({ err: error }, 'cluster link: reconnect failed');
          this.#backoff = Math.min(MAX_BACKOFF_MS, this.#backoff * 2);
          if (!this.#closed) this.#retry();
        },
      );
    }, this.#backoff);
    this.#timer.unref();
  }
}
