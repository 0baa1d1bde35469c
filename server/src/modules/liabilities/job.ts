// The daily snapshot (job `liabilities.snapshot`). Once a day, whoever took the last attempt (an
// operator's counts, a refused one too: a refusal is for an operator to look into, and retrying
// sooner would only refuse again): a run within 24 hours of any attempt changes nothing, so the
// instances of a cluster, which run the job one after another, take one snapshot between them.
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { liabilitySnapshots } from '../../db/schema/liabilities.ts';
import type { Deps } from '../../http/context.ts';
import type { JobFactory } from '../jobs/scheduler.ts';
import { takeSnapshot } from './take.ts';

/** A snapshot a day; looked for every hour, so that a server restarted more often than daily
 * still takes its daily snapshot. */
export const LIABILITIES_SNAPSHOT_PERIOD_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

async function lastAttemptAt(db: Db): Promise<Date | undefined> {
  const [last] = await db
    .select({ at: liabilitySnapshots.takenAt })
    .from(liabilitySnapshots)
    .orderBy(desc(liabilitySnapshots.takenAt))
    .limit(1);
  return last?.at;
}

/** A snapshot taken on the platform's behalf: logged loudly when the books refuse it. */
export async function snapshotForJob(deps: Pick<Deps, 'database' | 'log'>, now: Date) {
  const snapshot = await takeSnapshot(deps.database, { now, trigger: 'job' });
  if (snapshot.status === 'refused')
    deps.log.error({ problems: snapshot.problems }, 'liabilities snapshot refused');
  return snapshot;
}

export const liabilitiesJobs: JobFactory = (deps) => [
  {
    name: 'liabilities.snapshot',
    description:
      "Takes the daily proof-of-liabilities snapshot of every user's balances, or records why it was refused",
    everyMs: CHECK_EVERY_MS,
    run: async (now) => {
      const last = await lastAttemptAt(deps.db);
      if (last && now.getTime() - last.getTime() < LIABILITIES_SNAPSHOT_PERIOD_MS) return;
      await snapshotForJob(deps, now);
    },
  },
];
