// Drizzle definitions of the tables of migrations 0012_trust.sql and 0024 (the SQL is the source of truth).
import {
  bigint,
  bigserial,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

export type TrustFamily = 'hosting' | 'finance';
export type TrustOrderStatus = 'hosting' | 'completed' | 'redeemed';
/** As stored (migration 0024); an open product with a future opens_at is 'waiting to open'. */
export type TrustProductStored = 'open' | 'coming_soon' | 'closed' | 'retired';

export const trustProducts = pgTable('trust_products', {
  id: serial('id').primaryKey(),
  family: text('family').$type<TrustFamily>().notNull(),
  currencyId: integer('currency_id').notNull(),
  periodDays: integer('period_days').notNull(),
  minAmount: money('min_amount').notNull(),
  dailyRate: money('daily_rate').notNull(),
  settlementRatio: money('settlement_ratio').notNull(),
  state: text('state').$type<TrustProductStored>().notNull(),
  opensAt: time('opens_at'),
  sort: integer('sort').notNull().default(0),
});

export const trustOrders = pgTable('trust_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  productId: integer('product_id').notNull(),
  family: text('family').$type<TrustFamily>().notNull(),
  currencyId: integer('currency_id').notNull(),
  amount: money('amount').notNull(),
  dailyRate: money('daily_rate').notNull(),
  settlementRatio: money('settlement_ratio').notNull(),
  periodDays: integer('period_days').notNull(),
  status: text('status').$type<TrustOrderStatus>().notNull(),
  createdAt: time('created_at').notNull(),
  startAt: time('start_at').notNull(),
  endAt: time('end_at').notNull(),
  daysPaid: integer('days_paid').notNull().default(0),
  income: money('income').notNull().default('0'),
  penalty: money('penalty').notNull().default('0'),
  refund: money('refund'),
  closedAt: time('closed_at'),
});

export const trustInterest = pgTable(
  'trust_interest',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    day: integer('day').notNull(),
    amount: money('amount').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    paidAt: time('paid_at').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.day] })],
);

export const copyTraders = pgTable('copy_traders', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  currencyId: integer('currency_id').notNull(),
  direction: text('direction').$type<'long' | 'short'>().notNull(),
  periodDays: integer('period_days').notNull(),
  minAmount: money('min_amount').notNull(),
  commissionRate: money('commission_rate').notNull(),
  sort: integer('sort').notNull().default(0),
  // 0029: the console's state (closed: no new follows, hidden from the app) and profile.
  state: text('state').$type<'open' | 'closed'>().notNull().default('open'),
  bio: text('bio'),
});

export const copyOrders = pgTable('copy_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  traderId: integer('trader_id').notNull(),
  currencyId: integer('currency_id').notNull(),
  amount: money('amount').notNull(),
  status: text('status').$type<'in_progress' | 'ended'>().notNull(),
  openedAt: time('opened_at').notNull(),
  closesAt: time('closes_at').notNull(),
  openPrice: money('open_price').notNull(),
  // 0029: the trader's terms as they were when the order opened (settlement reads these).
  traderCurrencyId: integer('trader_currency_id').notNull(),
  direction: text('direction').$type<'long' | 'short'>().notNull(),
  commissionRate: money('commission_rate').notNull(),
  periodDays: integer('period_days').notNull(),
  closePrice: money('close_price'),
  returnRate: money('return_rate'),
  profit: money('profit'),
  commission: money('commission'),
  payout: money('payout'),
  closedAt: time('closed_at'),
});
