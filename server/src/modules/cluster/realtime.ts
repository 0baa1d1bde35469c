// The event bus and job lock of one process (a server instance, or the CLI's `jobs run`): on
// PostgreSQL they span every instance of the database (LISTEN/NOTIFY and advisory locks on the
// cluster link); on PGlite they stay in the process. The ledger's balance changes become
// `balance.changed` events here, so every money movement reaches the user's sockets.
import type { Database } from '../../db/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import { EventBus } from '../events/bus.ts';
import { ClusterEventBus } from '../events/cluster-bus.ts';
import type { JobLock } from '../jobs/scheduler.ts';
import { openClusterLink } from './link.ts';

export interface Realtime {
  events: EventBus;
  /** Absent on PGlite: one process needs no lock. */
  jobLock: JobLock | undefined;
  /** Stops the balance events and closes the bus and the link (after the ledger is idle). */
  close(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * `sharedEvents`: the bus of the server this runs inside (an operator command sent to it), which
 * already hears its ledger's balance changes; only the job lock is opened then.
 */
export async function openRealtime(
  database: Database,
  ledger: Ledger,
  log: Logger,
  sharedEvents?: EventBus,
): Promise<Realtime> {
  const link = await openClusterLink(database, log);
  if (sharedEvents)
    return { events: sharedEvents, jobLock: link ?? undefined, close: async () => link?.close() };
  const events = link ? new ClusterEventBus(database, link, log) : new EventBus();
  const stopBalanceEvents = ledger.onBalancesChanged((changes) => {
    for (const { userId, currencyId } of changes)
      events.toUser(userId, { type: 'balance.changed', data: { currency_id: currencyId } });
  });
  return {
    events,
    jobLock: link ?? undefined,
    async close() {
      stopBalanceEvents();
      await events.close();
    },
  };
}
