// Drizzle definitions of the tables of migration 0008_deposit.sql (the SQL is the source of truth).
import {
  bigint,
  bigserial,
  boolean,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

export type DepositMethod = 'chain' | 'bank' | 'wechat' | 'alipay';
export type FiatMethod = Exclude<DepositMethod, 'chain'>;
export type DepositStatus = 'under_review' | 'passed' | 'rejected';

export const depositTerms = pgTable('deposit_terms', {
  currencyId: integer('currency_id').primaryKey(),
  minAmount: money('min_amount').notNull(),
  feeRate: money('fee_rate').notNull(),
});

export const depositChannels = pgTable('deposit_channels', {
  method: text('method').$type<FiatMethod>().primaryKey(),
  currencyId: integer('currency_id').notNull(),
  minAmount: money('min_amount').notNull(),
  feeRate: money('fee_rate').notNull(),
  holder: text('holder').notNull(),
  account: text('account').notNull(),
  bankName: text('bank_name'),
  branch: text('branch'),
  swift: text('swift'),
  enabled: boolean('enabled').notNull(),
  sort: integer('sort').notNull(),
});

export const deposits = pgTable('deposits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  method: text('method').$type<DepositMethod>().notNull(),
  currencyId: integer('currency_id').notNull(),
  network: text('network'),
  address: text('address'),
  amount: money('amount').notNull(),
  fee: money('fee').notNull(),
  actual: money('actual').notNull(),
  proofUploadId: text('proof_upload_id').notNull(),
  status: text('status').$type<DepositStatus>().notNull(),
  reason: text('reason'),
  entryId: bigint('entry_id', { mode: 'number' }),
  createdAt: time('created_at').notNull(),
  reviewedAt: time('reviewed_at'),
});
