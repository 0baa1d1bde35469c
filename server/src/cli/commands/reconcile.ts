import { problemLine, reconcile } from '../../ledger/index.ts';
import type { Command } from '../commands.ts';

/** `reconcile`: the ledger's own audit; exit code 1 when anything does not add up. */
export const reconcileCommand: Command = async ({ database }) => {
  const report = await reconcile(database);
  const { accounts, entries, postings } = report.counts;
  const lines = [`Ledger: ${accounts} accounts, ${entries} entries, ${postings} postings.`];
  if (report.ok) {
    lines.push('OK: every balance matches its journal and every currency sums to zero.');
  } else {
    lines.push(
      `${report.problems.length} problem(s):`,
      ...report.problems.map((p) => `  ${problemLine(p)}`),
    );
  }
  return { output: lines.join('\n'), exitCode: report.ok ? 0 : 1 };
};
