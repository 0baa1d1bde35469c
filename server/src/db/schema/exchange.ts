// Drizzle definitions of the tables of migration 0007_exchange.sql (the SQL is the source of truth).
import { bigint, bigserial, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

export const flashExchanges = pgTable('flash_exchanges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  toCurrencyId: integer('to_currency_id').notNull(),
  amount: money('amount').notNull(),
  price: money('price').notNull(),
  fee: money('fee').notNull(),
  receive: money('receive').notNull(),
  entryId: bigint('entry_id', { mode: 'number' }),
  createdAt: time('created_at').notNull(),
});

export const gifts = pgTable('gifts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fromUserId: bigint('from_user_id', { mode: 'number' }).notNull(),
  toUserId: bigint('to_user_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  amount: money('amount').notNull(),
  recipientEmail: text('recipient_email').notNull(),
  entryId: bigint('entry_id', { mode: 'number' }),
  createdAt: time('created_at').notNull(),
});
