import pino from 'pino';
import type { Deps } from '../../http/context.ts';
import { EventBus } from '../../modules/events/bus.ts';
import { jobFactories, Scheduler } from '../../modules/jobs/index.ts';
import type { Outbox } from '../../modules/outbox/outbox.ts';
import { UsageError, type Command } from '../commands.ts';

/**
 * `jobs list` | `jobs run <name|all> [--at <ISO time>]`: runs the server's own background jobs
 * (interest, lock-up release, miner yields, option delivery...) as of an instant, so an operator or
 * an end-to-end journey can see what a later day brings without waiting for it. The jobs are
 * idempotent and catch up on everything due up to that instant; a repeat changes nothing.
 */
export const jobsCommand: Command = async ({ database, ledger, clock }, [action, name], flags) => {
  const at = flags.at ? new Date(flags.at) : clock();
  if (Number.isNaN(at.getTime())) throw new UsageError(`--at: not a time: ${flags.at}`);
  const deps: Deps = {
    database,
    db: database.db,
    ledger,
    clock: () => at,
    log: pino({ level: 'silent' }),
    // Jobs never send mail; anything that tried would fail loudly rather than vanish.
    outbox: undefined as unknown as Outbox,
    events: new EventBus(),
  };
  const scheduler = new Scheduler(deps, jobFactories);
  if (action === 'list') return { output: scheduler.names.join('\n'), exitCode: 0 };
  if (action !== 'run' || !name)
    throw new UsageError('usage: jobs list | jobs run <name|all> [--at <ISO time>]');
  if (name !== 'all' && !scheduler.names.includes(name)) {
    throw new UsageError(`no job named ${name} (jobs: ${scheduler.names.join(', ')})`);
  }
  await (name === 'all' ? scheduler.runAll() : scheduler.run(name));
  return {
    output: `Ran ${name === 'all' ? 'every job' : name} as of ${at.toISOString()}.`,
    exitCode: 0,
  };
};
