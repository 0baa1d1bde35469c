// What the dashboard shows of each job: when it last ran, last succeeded and last failed. The
// scheduler writes one row per job after every run (migration 0019_job_runs.sql), so runs of every
// process (server timers, the CLI's `jobs run`) are seen alike.
import type { Db } from '../../db/index.ts';
import { jobRuns } from '../../db/schema/jobs.ts';

/** Longest error text kept (the column's limit). */
const ERROR_MAX = 1000;

export type JobRun = typeof jobRuns.$inferSelect;

/** Records a run as of `at`: a success sets last_ok_at; a failure sets the error, which stays. */
export async function recordJobRun(db: Db, name: string, at: Date, error: unknown): Promise<void> {
  const failed = error !== undefined;
  const message = failed ? errorText(error) : null;
  await db
    .insert(jobRuns)
    .values({
      name,
      lastRunAt: at,
      lastOkAt: failed ? null : at,
      lastError: message,
      lastErrorAt: failed ? at : null,
    })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: failed
        ? { lastRunAt: at, lastError: message, lastErrorAt: at }
        : { lastRunAt: at, lastOkAt: at },
    });
}

export async function jobRunsByName(db: Db): Promise<Map<string, JobRun>> {
  const rows = await db.select().from(jobRuns);
  return new Map(rows.map((row) => [row.name, row]));
}

/** The error's message; a wrapped cause (drizzle's "Failed query: ...") leads, as the reason. */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  const text = cause && !message.includes(cause) ? `${cause} (${message})` : message;
  return (text.trim() || 'failed').slice(0, ERROR_MAX);
}
