// Drizzle definitions of the tables of migration 0011_derivatives.sql (the SQL is the source of truth).
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

export type OptionDirection = 'up' | 'down' | 'flat';
export type OptionStatus = 'waiting' | 'settled';
export type OptionResult = 'won' | 'lost';
export type LeverSide = 'long' | 'short';
export type LeverStatus = 'holding' | 'closed' | 'cancelled';
export type LeverCloseReason = 'manual' | 'stop_profit' | 'stop_loss' | 'liquidation';

export const optionDurations = pgTable('option_durations', {
  seconds: integer('seconds').primaryKey(),
  payoutRatio: money('payout_ratio').notNull(),
  minAmount: money('min_amount').notNull(),
  enabled: boolean('enabled').notNull(),
  // 0027: |delivery − open| ≤ flatBand × open delivers flat.
  flatBand: money('flat_band').notNull(),
});

export const optionPayableCurrencies = pgTable('option_payable_currencies', {
  currencyId: integer('currency_id').primaryKey(),
  minAmount: money('min_amount').notNull(),
  enabled: boolean('enabled').notNull(),
});

export const optionOrders = pgTable('option_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  pairId: integer('pair_id').notNull(),
  direction: text('direction').$type<OptionDirection>().notNull(),
  seconds: integer('seconds').notNull(),
  payoutRatio: money('payout_ratio').notNull(),
  // 0027: the duration's flat band when bought (settlement reads this copy).
  flatBand: money('flat_band').notNull(),
  quantity: money('quantity').notNull(),
  openPrice: money('open_price').notNull(),
  status: text('status').$type<OptionStatus>().notNull(),
  result: text('result').$type<OptionResult>(),
  deliveryPrice: money('delivery_price'),
  tickAt: time('tick_at'),
  payout: money('payout'),
  entryId: bigint('entry_id', { mode: 'number' }),
  settleEntryId: bigint('settle_entry_id', { mode: 'number' }),
  createdAt: time('created_at').notNull(),
  deliverAt: time('deliver_at').notNull(),
  settledAt: time('settled_at'),
});

export const leverMarkets = pgTable('lever_markets', {
  currencyId: integer('currency_id').primaryKey(),
  lotSize: money('lot_size').notNull(),
  feeRate: money('fee_rate').notNull(),
  maintenanceRate: money('maintenance_rate').notNull(),
  enabled: boolean('enabled').notNull(),
  // 0027: the multiples this coin allows, ascending.
  multiples: integer('multiples').array().notNull(),
});

export const leverMultiples = pgTable('lever_multiples', {
  multiple: integer('multiple').primaryKey(),
  enabled: boolean('enabled').notNull(),
});

export const leverPositions = pgTable('lever_positions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  side: text('side').$type<LeverSide>().notNull(),
  lots: integer('lots').notNull(),
  lotSize: money('lot_size').notNull(),
  multiple: integer('multiple').notNull(),
  openPrice: money('open_price').notNull(),
  margin: money('margin').notNull(),
  fee: money('fee').notNull(),
  stopProfit: money('stop_profit').notNull(),
  stopLoss: money('stop_loss').notNull(),
  liquidationPrice: money('liquidation_price').notNull(),
  status: text('status').$type<LeverStatus>().notNull(),
  closeReason: text('close_reason').$type<LeverCloseReason>(),
  closePrice: money('close_price'),
  tickAt: time('tick_at'),
  profit: money('profit'),
  checkedAt: time('checked_at').notNull(),
  entryId: bigint('entry_id', { mode: 'number' }),
  closeEntryId: bigint('close_entry_id', { mode: 'number' }),
  createdAt: time('created_at').notNull(),
  closedAt: time('closed_at'),
});
