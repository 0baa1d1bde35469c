// `outbox.deliver`: sends the e-mails written inside another change's transaction (notification
// fallback e-mails), once that change has committed.
import type { JobFactory } from '../jobs/scheduler.ts';
import type { Outbox } from './outbox.ts';

export const outboxJobs: JobFactory = (deps) => [
  {
    name: 'outbox.deliver',
    description: 'Sends the e-mails queued by notifications (when no browser gets their push)',
    everyMs: 2000,
    run: async (now) => {
      // A command-line run (`jobs run`) has no mailer: the servers send.
      const outbox = deps.outbox as Outbox | undefined;
      if (!outbox) return;
      while ((await outbox.deliverQueued(now)) > 0);
    },
  },
];
