// The push outbox: a notification is queued for each of its user's subscribed browsers in the
// notification's own transaction, so a push is never sent for a change that rolled back and never
// lost for one that committed. None is queued when the user turned the category's push off.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import type { NotificationCategory } from '../../db/schema/notifications.ts';

/**
 * The push preference rule, as a condition: `userId` has not turned off the push of `category`
 * (notification_prefs; no row means on). Either may be a value or a column (e.g. sql`n.user_id`).
 */
export function pushAllowed(userId: number | SQL, category: NotificationCategory | SQL): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM notification_prefs p
                          WHERE p.user_id = ${userId} AND p.category = ${category} AND NOT p.push)`;
}

/** Queues notification `notificationId` for every browser `userId` subscribed (one statement). */
export async function queuePushes(
  db: Db,
  userId: number,
  notificationId: number,
  category: NotificationCategory,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    INSERT INTO push_deliveries (notification_id, subscription_id, status, next_attempt_at, created_at)
    SELECT ${notificationId}, id, 'pending', ${at}::timestamptz, ${at}::timestamptz
      FROM push_subscriptions WHERE user_id = ${userId} AND ${pushAllowed(userId, category)}`);
}
