import { and, asc, count, eq, gte, lt, sum } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { authUsers } from '../../db/schema/auth.ts';
import { currencies } from '../../db/schema/core.ts';
import { deposits } from '../../db/schema/deposit.ts';
import { withdrawals } from '../../db/schema/withdraw.ts';
import type { Deps } from '../../http/context.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import type { Job } from '../jobs/index.ts';
import { jobRunsByName } from '../jobs/runs.ts';
import { liveFigures } from '../instances/figures.ts';
import { latestAttempt } from '../liabilities/list.ts';
import { rows, sql } from '../../ledger/sql.ts';

// The console's dashboard (openapi/paths/admin-dashboard.yaml): today's money in and out and
// sign-ups in three aggregate queries, the last 24 hours of notifications and pushes in one, and
// each registered job with its last recorded run; and the cluster's live figures (every instance's
// heartbeat, modules/instances); and the latest proof-of-liabilities snapshot attempt.

const DAY_MS = 86_400_000;

/** 00:00:00Z of the UTC day of `now`. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** An interval in milliseconds as an ISO 8601 duration (60_000 -> PT1M, 90_000 -> PT1M30S). */
export function isoDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
  return `PT${parts}`;
}

type Flow = { count: number; by_currency: { currency: string; amount: string }[] };

/** Passed deposits or withdrawals reviewed in [since, until), summed per currency symbol. */
async function flowOf(db: Db, since: Date, until: Date, table: 'deposits' | 'withdrawals') {
  const t = table === 'deposits' ? deposits : withdrawals;
  // credited to the user (deposits), sent out (withdrawals): both net of the fee
  const amount = table === 'deposits' ? deposits.actual : withdrawals.receive;
  const rows = await db
    .select({ currency: currencies.symbol, n: count(), amount: sum(amount) })
    .from(t)
    .innerJoin(currencies, eq(currencies.id, t.currencyId))
    .where(and(eq(t.status, 'passed'), gte(t.reviewedAt, since), lt(t.reviewedAt, until)))
    .groupBy(currencies.symbol)
    .orderBy(asc(currencies.symbol));
  return rows.reduce<Flow>(
    (flow, row) => ({
      count: flow.count + Number(row.n),
      by_currency: [
        ...flow.by_currency,
        { currency: row.currency, amount: toDecimalString(row.amount ?? '0') },
      ],
    }),
    { count: 0, by_currency: [] },
  );
}

async function signUps(db: Db, since: Date, until: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authUsers)
    .where(and(gte(authUsers.createdAt, since), lt(authUsers.createdAt, until)));
  return Number(row?.n ?? 0);
}

/** Notifications written, and pushes done (sent, failed, gone), since `since`: one query. */
async function notificationFigures(db: Db, since: Date) {
  const at = since.toISOString();
  const [row] = await rows<Record<string, number | string>>(
    db,
    sql`SELECT (SELECT count(*) FROM notifications WHERE created_at >= ${at}::timestamptz) AS sent,
               count(*) FILTER (WHERE status = 'sent') AS push_delivered,
               count(*) FILTER (WHERE status = 'failed') AS push_failed,
               count(DISTINCT gone_subscription_id) FILTER (WHERE status = 'gone')
                 AS subscriptions_removed
          FROM push_deliveries
         WHERE status <> 'pending' AND done_at >= ${at}::timestamptz`,
  );
  const n = (name: string) => Number(row?.[name] ?? 0);
  return {
    since: at,
    sent: n('sent'),
    push_delivered: n('push_delivered'),
    push_failed: n('push_failed'),
    subscriptions_removed: n('subscriptions_removed'),
  };
}

type JobInfo = Pick<Job, 'name' | 'description' | 'everyMs'>;

async function jobStatuses(db: Db, jobs: readonly JobInfo[]) {
  const runs = await jobRunsByName(db);
  const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;
  return jobs.map((job) => {
    const run = runs.get(job.name);
    return {
      name: job.name,
      description: job.description,
      interval: job.everyMs > 0 ? isoDuration(job.everyMs) : null,
      last_run_at: iso(run?.lastRunAt),
      last_ok_at: iso(run?.lastOkAt),
      last_error: run?.lastError ?? null,
      last_error_at: iso(run?.lastErrorAt),
    };
  });
}

/** The dashboard as of the app clock; `jobs` are the app scheduler's registered jobs. */
export async function dashboard(deps: Deps, jobs: readonly JobInfo[]) {
  const since = startOfUtcDay(deps.clock());
  const until = new Date(since.getTime() + DAY_MS);
  const [depositFlow, withdrawalFlow, users, notifications, jobList, live, liabilities] =
    await Promise.all([
      flowOf(deps.db, since, until, 'deposits'),
      flowOf(deps.db, since, until, 'withdrawals'),
      signUps(deps.db, since, until),
      notificationFigures(deps.db, new Date(deps.clock().getTime() - DAY_MS)),
      jobStatuses(deps.db, jobs),
      liveFigures(deps.db, jobs, deps.clock()),
      latestAttempt(deps.db),
    ]);
  return {
    today: {
      since: since.toISOString(),
      deposits: depositFlow,
      withdrawals: withdrawalFlow,
      sign_ups: users,
    },
    liabilities,
    notifications,
    live,
    jobs: jobList,
  };
}
