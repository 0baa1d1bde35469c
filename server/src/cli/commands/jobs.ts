import pino from 'pino';
import { LOCAL_RELYING_PARTY } from '../../lib/relying-party.ts';
import type { Deps } from '../../http/context.ts';
import { openRealtime } from '../../modules/cluster/realtime.ts';
import { jobFactories, Scheduler } from '../../modules/jobs/index.ts';
import type { Outbox } from '../../modules/outbox/outbox.ts';
import { UsageError, type Command } from '../commands.ts';

/**
 * `jobs list` | `jobs run <name|all> [--at <ISO time>]`: runs the server's own background jobs
 * (interest, lock-up release, miner yields, option delivery...) as of an instant, so an operator or
 * an end-to-end journey can see what a later day brings without waiting for it. The jobs are
 * idempotent and catch up on everything due up to that instant; a repeat changes nothing.
 */
export const jobsCommand: Command = async (
  { database, ledger, clock, events },
  [action, name],
  flags,
) => {
  const at = flags.at ? new Date(flags.at) : clock();
  if (Number.isNaN(at.getTime())) throw new UsageError(`--at: not a time: ${flags.at}`);
  const log = pino({ level: 'silent' });
  // On PostgreSQL the runs take the same cluster locks as the servers' and their events reach
  // every server's sockets.
  const realtime = await openRealtime(database, ledger, log, events);
  try {
    const deps: Deps = {
      database,
      db: database.db,
      ledger,
      clock: () => at,
      log,
      // Jobs never send mail; anything that tried would fail loudly rather than vanish.
      outbox: undefined as unknown as Outbox,
      events: realtime.events,
      relyingParty: LOCAL_RELYING_PARTY, // jobs never check a passkey
      push: undefined, // pushes stay in the outbox for the servers, which hold the keys
    };
    const scheduler = new Scheduler(deps, jobFactories, realtime.jobLock);
    if (action === 'list') return { output: scheduler.names.join('\n'), exitCode: 0 };
    if (action !== 'run' || !name)
      throw new UsageError('usage: jobs list | jobs run <name|all> [--at <ISO time>]');
    if (name !== 'all' && !scheduler.names.includes(name)) {
      throw new UsageError(`no job named ${name} (jobs: ${scheduler.names.join(', ')})`);
    }
    await (name === 'all' ? scheduler.runAll() : scheduler.run(name));
    await ledger.idle();
  } finally {
    await realtime.close();
  }
  return {
    output: `Ran ${name === 'all' ? 'every job' : name} as of ${at.toISOString()}.`,
    exitCode: 0,
  };
};
