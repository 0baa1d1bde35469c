// Drizzle definitions of the tables of migrations 0009_withdraw.sql and 0017_withdraw_payout.sql
// (the SQL is the source of truth).
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

export const withdrawRules = pgTable('withdraw_rules', {
  currencyId: integer('currency_id').primaryKey(),
  feeRate: money('fee_rate').notNull(),
  feeFixed: money('fee_fixed').notNull(),
  minimum: money('minimum').notNull(),
  bankEnabled: boolean('bank_enabled').notNull(),
});

export type PaymentKind = 'bank' | 'alipay' | 'wechat';

export const paymentMethods = pgTable('payment_methods', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  kind: text('kind').$type<PaymentKind>().notNull(),
  realName: text('real_name'),
  cardNumber: text('card_number'),
  bankName: text('bank_name'),
  branch: text('branch'),
  bankAddress: text('bank_address'),
  swiftCode: text('swift_code'),
  cardholder: text('cardholder'),
  iban: text('iban'),
  payeeAddress: text('payee_address'),
  postalCode: text('postal_code'),
  account: text('account'),
  qrUploadId: text('qr_upload_id'),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
});

export type WithdrawStatus = 'under_review' | 'passed' | 'rejected';

export const withdrawals = pgTable('withdrawals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  method: text('method').$type<'chain' | 'bank'>().notNull(),
  network: text('network'),
  address: text('address'),
  paymentMethodId: bigint('payment_method_id', { mode: 'number' }),
  destination: text('destination').notNull(),
  amount: money('amount').notNull(),
  fee: money('fee').notNull(),
  receive: money('receive').notNull(),
  remark: text('remark'),
  status: text('status').$type<WithdrawStatus>().notNull(),
  reason: text('reason'),
  /** The chain tx hash or bank reference of the payout (0017), set when it is passed. */
  payoutReference: text('payout_reference'),
  day: date('day', { mode: 'string' }).notNull(),
  daySeq: smallint('day_seq').notNull(),
  createdAt: time('created_at').notNull(),
  reviewedAt: time('reviewed_at'),
});
