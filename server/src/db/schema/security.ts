// Drizzle definitions of the tables of migration 0005_security.sql (the SQL is the source of truth).
import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const withdrawAddresses = pgTable('withdraw_addresses', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  network: text('network').notNull(),
  address: text('address').notNull(),
  createdAt: time('created_at').notNull(),
});

export const fundPasswordFailures = pgTable('fund_password_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  createdAt: time('created_at').notNull(),
});
