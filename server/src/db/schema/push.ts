// Drizzle definitions of the tables of migration 0044_push.sql (the SQL is the source of truth).
import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  lang: text('lang').notNull(),
  browser: text('browser'),
  os: text('os'),
  createdAt: time('created_at').notNull(),
  lastSentAt: time('last_sent_at'),
});

export type PushDeliveryStatus = 'pending' | 'sent' | 'gone' | 'failed';

export const pushDeliveries = pgTable('push_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  notificationId: bigint('notification_id', { mode: 'number' }).notNull(),
  subscriptionId: bigint('subscription_id', { mode: 'number' }),
  status: text('status').$type<PushDeliveryStatus>().notNull(),
  attempts: integer('attempts').notNull(),
  nextAttemptAt: time('next_attempt_at').notNull(),
  claimedUntil: time('claimed_until'),
  lastError: text('last_error'),
  createdAt: time('created_at').notNull(),
  doneAt: time('done_at'),
  // 0046_broadcasts.sql: the subscription a push service reported gone (kept once it is removed)
  goneSubscriptionId: bigint('gone_subscription_id', { mode: 'number' }),
});
