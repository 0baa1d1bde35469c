// Drizzle definition of the table created by migrations/0004_assets.sql (the SQL is the source of truth).
import { bigint, bigserial, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountType } from '../../ledger/index.ts';

export const accountTransfers = pgTable('account_transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  requestId: text('request_id').notNull(),
  currencyId: integer('currency_id').notNull(),
  fromType: text('from_type').$type<AccountType>().notNull(),
  toType: text('to_type').$type<AccountType>().notNull(),
  amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
