// The request limiter's counters (@fastify/rate-limit's store interface) in PostgreSQL, so N server
// instances give a client one budget, not N. One upsert per request: a window starts at the first
// hit and lasts `timeWindow`; the database clock decides, so instances agree. PGlite is one process
// and keeps the plugin's in-memory store.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/index.ts';
import type { Deps } from '../../http/context.ts';
import type { Job } from '../jobs/index.ts';

const HIT = `
  INSERT INTO rate_limits AS r (key, hits, window_ends)
  VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
    window_ends = CASE WHEN r.window_ends <= clock_timestamp()
      THEN clock_timestamp() + $2 * interval '1 millisecond' ELSE r.window_ends END
  RETURNING hits,
    greatest(0, ceil(extract(epoch FROM r.window_ends - clock_timestamp()) * 1000))::int AS ttl`;

/** The store class the plugin instantiates; every route shares one table. */
export function databaseRateLimitStore(database: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      database.query<{ hits: number; ttl: number }>(HIT, [key, timeWindow]).then(
        ([row]) => callback(null, { current: row!.hits, ttl: row!.ttl }),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseStore;
}

export const requestLimitJobs = (deps: Deps): Job[] => [
  {
    name: 'limits.prune',
    description: 'Forgets the request counters of windows that have ended',
    everyMs: 60_000,
    run: async () => {
      await deps.database.exec('DELETE FROM rate_limits WHERE window_ends < clock_timestamp()');
    },
  },
];
