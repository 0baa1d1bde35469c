import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { Gauge } from 'prom-client';
import type { Database } from '../../db/index.ts';
import { scrapeQuery, type Registers } from './scrape.ts';

// The storage under this instance: the PostgreSQL pool's connections, or the size of PGlite's files.

/** Walking PGlite's files costs a few thousand stat calls: once a minute is plenty for a size. */
const SIZE_TTL_MS = 60_000;

export function databaseMetrics(
  registers: Registers,
  context: { database: Database; log: FastifyBaseLogger },
): void {
  // drizzle keeps the driver's client: node-postgres' Pool, or the PGlite instance.
  const client = (context.database.db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    new Gauge({
      name: 'coinhub_db_pool_connections',
      help: 'PostgreSQL pool of this instance: total and idle connections, and queries waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'waiting' }, client.waitingCount);
      },
    });
  }
  const dataDir = context.database.kind === 'pglite' ? pgliteDirectory(client) : undefined;
  if (dataDir) {
    let measured: { at: number; bytes: number | undefined } | undefined;
    const size = scrapeQuery(context.log, 'PGlite file size', () => directoryBytes(dataDir));
    new Gauge({
      name: 'coinhub_pglite_file_bytes',
      help: 'Bytes in the PGlite data directory (refreshed at most once a minute).',
      registers,
      async collect() {
        if (!measured || Date.now() - measured.at > SIZE_TTL_MS)
          measured = { at: Date.now(), bytes: await size() };
        this.set(measured.bytes ?? NaN);
      },
    });
  }
}

/** The directory of a file-backed PGlite; none for memory:// or a browser store. */
function pgliteDirectory(client: unknown): string | undefined {
  const dir = (client as { dataDir?: unknown } | undefined)?.dataDir;
  if (typeof dir !== 'string' || dir === '') return undefined;
  if (dir.startsWith('file://')) return new URL(dir).pathname;
  return /^[a-z]+:\/\//.test(dir) ? undefined : dir;
}

async function directoryBytes(dir: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    // A file may go between the listing and its stat (PostgreSQL removes WAL segments).
    const file = await stat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
    bytes += file?.size ?? 0;
  }
  return bytes;
}
