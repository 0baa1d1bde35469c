import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/operators.ts';
import type { Deps } from '../../http/context.ts';
import { problemLine, reconcile } from '../../ledger/index.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import type { JobFactory } from '../jobs/scheduler.ts';

// The ledger's audit: the very check the CLI's `reconcile` runs, answered as the CLI prints it,
// and each run written to the audit log, from the console (adminReconcile) or on schedule (the
// `ledger.audit` job). The metrics read the last run from that log (coinhub_ledger_audit_ok), so
// an alert hears of a failing audit whichever instance ran it. The audit reads a read-only
// snapshot, so the audit row is written in a transaction of its own.

export async function auditLedger(deps: Deps, actor: Actor, checkedAt = deps.clock()) {
  const report = await reconcile(deps.database);
  const result = {
    ok: report.ok,
    checked_at: checkedAt.toISOString(),
    accounts: report.counts.accounts,
    problems: report.problems.map(problemLine),
  };
  await deps.db.transaction((tx) =>
    recordAudit(tx, checkedAt, actor, {
      action: 'ledger.reconcile',
      targetType: 'ledger',
      targetId: 'ledger',
      before: null,
      after: {
        ok: report.ok,
        checked_at: result.checked_at,
        ...report.counts,
        problems: report.problems.length,
      },
    }),
  );
  return result;
}

/** How often the books are audited without anyone asking: often enough that a fault is found
 * within the hour, rarely enough that a full read of the ledger stays a small share of the load. */
export const LEDGER_AUDIT_EVERY_MS = 60 * 60 * 1000;
const JOB_ACTOR: Actor = { operatorId: null, name: 'job:ledger.audit', ip: null };

export const ledgerAuditJobs: JobFactory = (deps) => [
  {
    name: 'ledger.audit',
    description: "Audits the ledger (the CLI's reconcile) and records the result in the audit log",
    everyMs: LEDGER_AUDIT_EVERY_MS,
    run: async (now) => {
      // Once a period, whoever audited last (an operator counts): a repeated run changes nothing.
      const [last] = await deps.db
        .select({ at: auditLog.at })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetType, 'ledger'),
            eq(auditLog.targetId, 'ledger'),
            eq(auditLog.action, 'ledger.reconcile'),
          ),
        )
        .orderBy(desc(auditLog.at))
        .limit(1);
      if (last && now.getTime() - last.at.getTime() < LEDGER_AUDIT_EVERY_MS) return;
      const result = await auditLedger(deps, JOB_ACTOR, now);
      // Books that do not add up are not a failed run: the audit did its work and says so.
      if (!result.ok) deps.log.error({ problems: result.problems }, 'ledger audit found problems');
    },
  },
];
