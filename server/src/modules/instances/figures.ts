// What the console shows of the running cluster, read from the database so that any instance
// answers for all: each instance's last heartbeat (heartbeat.ts), and each job's lag from the
// runs every process records (jobs/runs.ts). adminSystem lists both; the dashboard's `live` sums
// the fresh instances up.
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { serverInstances } from '../../db/schema/instances.ts';
import type { Job } from '../jobs/index.ts';
import { jobRunsByName } from '../jobs/runs.ts';

/** An instance unseen this long is stale (its heartbeat is every 10 s). */
export const STALE_MS = 60_000;
/** The contract's bounds (openapi/components/admin-dashboard.yaml). */
const MAX_RPS = 1_000_000_000;
const MAX_P99_MS = 86_400_000;
const INT4_MAX = 2_147_483_647;

type JobInfo = Pick<Job, 'name' | 'everyMs'>;
type InstanceRow = typeof serverInstances.$inferSelect;

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;
const isStale = (row: InstanceRow, now: Date) =>
  now.getTime() - row.lastSeenAt.getTime() > STALE_MS;
const rps = (value: number) => Math.min(MAX_RPS, value);
const p99 = (value: number | null) => (value === null ? null : Math.min(MAX_P99_MS, value));
const errorRate = (errors: number, requests: number) =>
  requests > 0 ? Math.round((errors / requests) * 10_000) / 10_000 : 0;

/** The contract's bound on the list: the most recently seen, the earliest started first. */
const MAX_INSTANCES = 1000;

async function instanceRows(db: Db): Promise<InstanceRow[]> {
  const rows = await db
    .select()
    .from(serverInstances)
    .orderBy(desc(serverInstances.lastSeenAt))
    .limit(MAX_INSTANCES);
  return rows.sort(
    (a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.id.localeCompare(b.id),
  );
}

/**
 * How late each job is at `now`: the time since its last run (by any process) was due again.
 * A job that never ran is measured from when the earliest fresh instance started (`since`);
 * with no fresh instance, or a job that only runs on demand, its lag is unknown (null).
 */
async function jobLags(db: Db, jobs: readonly JobInfo[], now: Date, since: Date | null) {
  const runs = await jobRunsByName(db);
  return jobs.map((job) => {
    const run = runs.get(job.name);
    const from = run?.lastRunAt ?? since;
    const lagMs = job.everyMs > 0 && from ? now.getTime() - from.getTime() - job.everyMs : null;
    return {
      name: job.name,
      period_seconds: job.everyMs > 0 ? Math.max(1, Math.round(job.everyMs / 1000)) : null,
      last_run_at: iso(run?.lastRunAt),
      lag_seconds:
        lagMs === null ? null : Math.min(INT4_MAX, Math.max(0, Math.floor(lagMs / 1000))),
      last_error: run?.lastError ?? null,
      last_error_at: iso(run?.lastErrorAt),
    };
  });
}

async function snapshot(db: Db, jobs: readonly JobInfo[], now: Date) {
  const rows = await instanceRows(db);
  const fresh = rows.filter((row) => !isStale(row, now));
  const since = fresh.reduce<Date | null>(
    (earliest, row) => (earliest && earliest <= row.startedAt ? earliest : row.startedAt),
    null,
  );
  return { rows, fresh, lags: await jobLags(db, jobs, now, since) };
}

/** Every instance (this one marked `current`) and every job's lag, as of `now`. */
export async function systemStatus(db: Db, jobs: readonly JobInfo[], now: Date, currentId: string) {
  const { rows, lags } = await snapshot(db, jobs, now);
  return {
    as_of: now.toISOString(),
    instances: rows.map((row) => ({
      id: row.id,
      current: row.id === currentId,
      version: row.version,
      host: row.host,
      pid: row.pid,
      started_at: row.startedAt.toISOString(),
      uptime_seconds: row.uptimeSeconds,
      last_seen_at: row.lastSeenAt.toISOString(),
      stale: isStale(row, now),
      memory_bytes: row.memoryBytes,
      sockets: row.sockets,
      requests_per_second: rps(row.rps),
      error_rate: errorRate(row.errors, row.requests),
      p99_ms: p99(row.p99Ms),
    })),
    jobs: lags,
  };
}

/** The dashboard's live tiles: the fresh instances' totals and the job furthest behind, as of `now`:
 * requests and sockets summed, the error rate weighted by requests, the worst p99. */
export async function liveFigures(db: Db, jobs: readonly JobInfo[], now: Date) {
  const { rows, fresh, lags } = await snapshot(db, jobs, now);
  const sum = (pick: (row: InstanceRow) => number) =>
    fresh.reduce((total, row) => total + pick(row), 0);
  const p99s = fresh.flatMap((row) => (row.p99Ms === null ? [] : [row.p99Ms]));
  const worst = lags.reduce<{ name: string; lag: number } | null>((found, job) => {
    const lag = job.lag_seconds ?? 0;
    return lag > (found?.lag ?? 0) ? { name: job.name, lag } : found;
  }, null);
  return {
    as_of: now.toISOString(),
    instances: fresh.length,
    stale_instances: rows.length - fresh.length,
    requests_per_second: rps(Math.round(sum((row) => row.rps) * 1000) / 1000),
    error_rate: errorRate(
      sum((row) => row.errors),
      sum((row) => row.requests),
    ),
    p99_ms: p99s.length > 0 ? p99(Math.max(...p99s)) : null,
    sockets: Math.min(
      INT4_MAX,
      sum((row) => row.sockets),
    ),
    job_lag: { seconds: worst?.lag ?? 0, job: worst?.name ?? null },
  };
}
