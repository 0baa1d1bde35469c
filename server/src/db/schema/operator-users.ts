// Drizzle definition of the table of migration 0018_operator_users.sql (the SQL is the source of truth).
import { bigint, bigserial, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountType } from '../../ledger/index.ts';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

export type AdjustmentStatus = 'pending' | 'posted' | 'rejected';

export const balanceAdjustments = pgTable('balance_adjustments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  accountType: text('account_type').$type<AccountType>().notNull(),
  amount: money('amount').notNull(),
  valueUsdt: money('value_usdt'),
  reason: text('reason').notNull(),
  status: text('status').$type<AdjustmentStatus>().notNull(),
  requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
  requestedAt: time('requested_at').notNull(),
  decidedBy: bigint('decided_by', { mode: 'number' }),
  decidedAt: time('decided_at'),
  decisionReason: text('decision_reason'),
  entryId: bigint('entry_id', { mode: 'number' }),
});

/** 0041_second_factor_resets.sql: support removes a user's authenticator, with four eyes. */
export const secondFactorResets = pgTable('second_factor_resets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull(),
  requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
  requestedAt: time('requested_at').notNull(),
  decidedBy: bigint('decided_by', { mode: 'number' }),
  decidedAt: time('decided_at'),
  decisionReason: text('decision_reason'),
});
