// Drizzle definitions of the tables created by migrations/0001_core.sql (the SQL is the source of truth).
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  name: text('name').notNull(),
  decimals: integer('decimals').notNull(),
  isBase: boolean('is_base').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  iconUrl: text('icon_url'),
});

const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

/** Read-only for everyone but the ledger module: balances change only through server/src/ledger. */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
  accountType: text('account_type').$type<'spot' | 'options' | 'contract' | 'trust'>(),
  house: text('house'),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currencies.id),
  available: money('available').notNull().default('0'),
  frozen: money('frozen').notNull().default('0'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerPostings = pgTable('ledger_postings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: bigint('entry_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerEntries.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  bucket: text('bucket').$type<'available' | 'frozen'>().notNull(),
  amount: money('amount').notNull(),
});
