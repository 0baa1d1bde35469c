// Drizzle definitions of the tables of migration 0043_notifications.sql (the SQL is the source of truth).
import { bigint, bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type NotificationCategory = 'p2p' | 'wallet' | 'earn' | 'trading' | 'account' | 'system';

export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  category: text('category').$type<NotificationCategory>().notNull(),
  kind: text('kind').notNull(),
  params: jsonb('params').$type<Record<string, string>>().notNull(),
  objectType: text('object_type'),
  objectId: bigint('object_id', { mode: 'number' }),
  link: text('link').notNull(),
  createdAt: time('created_at').notNull(),
  readAt: time('read_at'),
});

export type NotificationRow = typeof notifications.$inferSelect;
