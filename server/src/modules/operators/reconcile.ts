import type { Deps } from '../../http/context.ts';
import { problemLine, reconcile } from '../../ledger/index.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';

// The ledger's audit from the console (adminReconcile): the very check the CLI's `reconcile`
// runs, answered as the CLI prints it, and each run written to the audit log. The audit reads a
// read-only snapshot, so the audit row is written in a transaction of its own.

export async function reconcileFromConsole(deps: Deps, actor: Actor) {
  const checkedAt = deps.clock();
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
