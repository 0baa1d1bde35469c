import { accrueAll } from '../../modules/trust/accrual.ts';
import { settleDueFollows } from '../../modules/copytrade/settle.ts';
import { UsageError, type Command } from '../commands.ts';

/**
 * `trust accrue [--at <ISO time>]`: runs the same jobs as the server's scheduler (daily interest of
 * hosted orders, settlement of ended follow orders) as of the given instant (default: now). The jobs
 * are idempotent, so a repeat changes nothing.
 */
export const trustCommand: Command = async ({ database, ledger, clock }, [action], flags) => {
  if (action !== 'accrue') throw new UsageError('usage: trust accrue [--at <ISO time>]');
  const at = flags.at ? new Date(flags.at) : clock();
  if (Number.isNaN(at.getTime())) throw new UsageError(`--at: not a time: ${flags.at}`);
  const context = { db: database.db, ledger };
  const orders = await accrueAll(context, at);
  const follows = await settleDueFollows(context, at);
  return {
    output: `Accrued interest on ${orders} hosted order(s) and settled ${follows} follow order(s) as of ${at.toISOString()}.`,
    exitCode: 0,
  };
};
