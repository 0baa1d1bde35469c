// `notifications.prune`: notifications are kept 180 days; older ones are deleted in batches.
import { lt, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications.ts';
import type { JobFactory } from '../jobs/scheduler.ts';
import { NOTIFICATION_DAYS } from './inbox.ts';

const BATCH = 5000;

export const notificationJobs: JobFactory = (deps) => [
  {
    name: 'notifications.prune',
    description: `Deletes notifications older than ${NOTIFICATION_DAYS} days`,
    everyMs: 3_600_000,
    async run(now) {
      const before = new Date(now.getTime() - NOTIFICATION_DAYS * 86_400_000);
      for (;;) {
        const gone = await deps.db
          .delete(notifications)
          .where(
            sql`${notifications.id} IN (SELECT id FROM notifications WHERE ${lt(notifications.createdAt, before)} LIMIT ${BATCH})`,
          )
          .returning({ id: notifications.id });
        if (gone.length < BATCH) return;
      }
    },
  },
];
