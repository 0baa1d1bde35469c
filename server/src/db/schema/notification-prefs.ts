// Drizzle definition of the table of migration 0045_notification_prefs.sql (the SQL is the source of truth).
import { bigint, boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { NotificationCategory } from './notifications.ts';

export const notificationPrefs = pgTable(
  'notification_prefs',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    category: text('category').$type<NotificationCategory>().notNull(),
    push: boolean('push').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
