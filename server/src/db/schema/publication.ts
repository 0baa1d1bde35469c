// Drizzle definitions of the tables of migration 0013_publication.sql (the SQL is the source of truth).
import {
  bigint,
  bigserial,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

export const projects = pgTable('projects', {
  id: integer('id').primaryKey(),
  currencyId: integer('currency_id').notNull(),
  issuePrice: money('issue_price').notNull(),
  supply: money('supply').notNull(),
  reserved: money('reserved').notNull(),
  minUsdt: money('min_usdt').notNull(),
  maxUsdt: money('max_usdt').notNull(),
  lockDays: integer('lock_days').notNull(),
  accepted: jsonb('accepted').$type<number[]>().notNull(),
  intro: jsonb('intro').$type<Record<string, string>>().notNull(),
  startsAt: time('starts_at').notNull(),
  endsAt: time('ends_at').notNull(),
  launchAt: time('launch_at').notNull(),
  sort: integer('sort').notNull(),
  /** draft (not in the app), open (the schedule decides) or closed (forced) (0030). */
  state: text('state').$type<ProjectOperatorState>().notNull().default('open'),
  /** The most one user may subscribe in all, in USDT value; null: no limit (0030). */
  userLimitUsdt: money('user_limit_usdt'),
  /** When each language's intro last changed, ISO times by language (0030). */
  introUpdated: jsonb('intro_updated').$type<Record<string, string>>().notNull().default({}),
});

export type ProjectOperatorState = 'draft' | 'open' | 'closed';

export type SubscriptionStatus = 'under_review' | 'passed' | 'rejected';

export const subscriptions = pgTable('subscriptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  projectId: integer('project_id').notNull(),
  payCurrencyId: integer('pay_currency_id').notNull(),
  amount: money('amount').notNull(),
  rate: money('rate').notNull(),
  quantity: money('quantity').notNull(),
  /** Copied from the project at subscription (0030): the lock-up applied on approval, the price. */
  lockDays: integer('lock_days').notNull(),
  issuePrice: money('issue_price').notNull(),
  status: text('status').$type<SubscriptionStatus>().notNull(),
  reason: text('reason'),
  createdAt: time('created_at').notNull(),
  reviewedAt: time('reviewed_at'),
  unlockAt: time('unlock_at'),
  deliveredAt: time('delivered_at'),
});

export const minerModels = pgTable('miner_models', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  hashrate: money('hashrate').notNull(),
  hashrateUnit: text('hashrate_unit').notNull(),
  coinId: integer('coin_id').notNull(),
  price: money('price').notNull(),
  seatPrice: money('seat_price').notNull(),
  seats: integer('seats').notNull(),
  dailyYield: money('daily_yield').notNull(),
  prepareDays: integer('prepare_days').notNull(),
  runDays: integer('run_days').notNull(),
  offerEndsAt: time('offer_ends_at').notNull(),
  sort: integer('sort').notNull(),
  /** open: on sale until offer_ends_at; closed: not sold, its miners run on (0031). */
  state: text('state').$type<'open' | 'closed'>().notNull().default('open'),
});

export const userMiners = pgTable('user_miners', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  modelId: integer('model_id').notNull(),
  /** Copied from the model at purchase (0031): the coin the yields are paid in, the machine's hash rate. */
  coinId: integer('coin_id').notNull(),
  hashrate: money('hashrate').notNull(),
  hashrateUnit: text('hashrate_unit').notNull(),
  kind: text('kind').$type<'machine' | 'seat'>().notNull(),
  quantity: integer('quantity').notNull(),
  share: money('share').notNull(),
  paid: money('paid').notNull(),
  dailyYield: money('daily_yield').notNull(),
  createdAt: time('created_at').notNull(),
  earningFrom: time('earning_from').notNull(),
  endsAt: time('ends_at').notNull(),
  paidDays: integer('paid_days').notNull(),
  accumulated: money('accumulated').notNull(),
});

export const minerYields = pgTable('miner_yields', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userMinerId: bigint('user_miner_id', { mode: 'number' }).notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  day: integer('day').notNull(),
  amount: money('amount').notNull(),
  createdAt: time('created_at').notNull(),
});

export const minerConverts = pgTable('miner_converts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  amount: money('amount').notNull(),
  price: money('price').notNull(),
  receive: money('receive').notNull(),
  createdAt: time('created_at').notNull(),
});

export const pledgeProducts = pgTable('pledge_products', {
  id: integer('id').primaryKey(),
  currencyId: integer('currency_id').notNull(),
  days: integer('days').notNull(),
  dailyRate: money('daily_rate').notNull(),
  minAmount: money('min_amount').notNull(),
  maxAmount: money('max_amount').notNull(),
  sort: integer('sort').notNull(),
  /** open: offered; closed: not offered, its pledges run on (0031). */
  state: text('state').$type<'open' | 'closed'>().notNull().default('open'),
});

export const pledges = pgTable('pledges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  productId: integer('product_id').notNull(),
  currencyId: integer('currency_id').notNull(),
  amount: money('amount').notNull(),
  dailyRate: money('daily_rate').notNull(),
  days: integer('days').notNull(),
  status: text('status').$type<'active' | 'released'>().notNull(),
  startedAt: time('started_at').notNull(),
  endsAt: time('ends_at').notNull(),
  paidDays: integer('paid_days').notNull(),
  awarded: money('awarded').notNull(),
  releasedAt: time('released_at'),
});

export const pledgeAwards = pgTable('pledge_awards', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  pledgeId: bigint('pledge_id', { mode: 'number' }).notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  day: integer('day').notNull(),
  amount: money('amount').notNull(),
  createdAt: time('created_at').notNull(),
});
