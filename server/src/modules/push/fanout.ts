// The push outbox for many notifications at once (an operator's broadcast to every user): what
// queuePushes (outbox.ts) does for one notification, in one statement for a whole set, inside the
// transaction that wrote them. Each notification is queued for every browser its user subscribed,
// unless the user turned the push of its category off (outbox.ts's pushAllowed, the same rule).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { rows } from '../../ledger/sql.ts';
import { pushAllowed } from './outbox.ts';

/**
 * Queues every notification that `which` selects (a condition on `notifications n`) for its user's
 * browsers; answers how many pushes were queued.
 */
export async function queuePushesWhere(db: Db, which: SQL, now: Date): Promise<number> {
  const at = now.toISOString();
  const [row] = await rows<{ queued: number | string }>(
    db,
    sql`WITH queued AS (
          INSERT INTO push_deliveries
                 (notification_id, subscription_id, status, next_attempt_at, created_at)
          SELECT n.id, s.id, 'pending', ${at}::timestamptz, ${at}::timestamptz
            FROM notifications n
            JOIN push_subscriptions s ON s.user_id = n.user_id
           WHERE ${which} AND ${pushAllowed(sql`n.user_id`, sql`n.category`)}
          RETURNING 1)
        SELECT count(*) AS queued FROM queued`,
  );
  return Number(row?.queued ?? 0);
}
