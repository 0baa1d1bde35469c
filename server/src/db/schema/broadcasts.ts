// Drizzle definition of the table of migration 0046_broadcasts.sql (the SQL is the source of truth).
import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Lang } from '../../i18n/languages.ts';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type BroadcastAudience = 'all' | 'user';
export type BroadcastTexts = Record<Lang, { title: string; body: string }>;

export const broadcasts = pgTable('broadcasts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  audience: text('audience').$type<BroadcastAudience>().notNull(),
  userId: bigint('user_id', { mode: 'number' }),
  link: text('link').notNull(),
  texts: jsonb('texts').$type<BroadcastTexts>().notNull(),
  operatorId: bigint('operator_id', { mode: 'number' }),
  createdAt: time('created_at').notNull(),
  recipients: integer('recipients').notNull(),
});
