// Drizzle definitions of the tables of migration 0010_market.sql (the SQL is the source of truth).
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

export const spotPairs = pgTable('spot_pairs', {
  id: integer('id').primaryKey(),
  symbol: text('symbol').notNull(),
  baseCurrencyId: integer('base_currency_id').notNull(),
  quoteCurrencyId: integer('quote_currency_id').notNull(),
  priceDecimals: integer('price_decimals').notNull(),
  quantityDecimals: integer('quantity_decimals').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  // 0028: the pair's own fee rate (null: the spot.fee_rate setting) and one order's minimums.
  feeRate: money('fee_rate'),
  minQuantity: money('min_quantity').notNull().default('0'),
  minAmount: money('min_amount').notNull().default('0'),
});

export type OrderSide = 'buy' | 'sell';
export type OrderType = 'market' | 'limit';
export type OrderStatus = 'waiting' | 'completed' | 'cancelled';

export const spotOrders = pgTable('spot_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  pairId: integer('pair_id').notNull(),
  side: text('side').$type<OrderSide>().notNull(),
  type: text('type').$type<OrderType>().notNull(),
  price: money('price'),
  quantity: money('quantity').notNull(),
  status: text('status').$type<OrderStatus>().notNull(),
  frozenCurrencyId: integer('frozen_currency_id').notNull(),
  frozenAmount: money('frozen_amount').notNull().default('0'),
  fillPrice: money('fill_price'),
  amount: money('amount'),
  fee: money('fee'),
  feeCurrencyId: integer('fee_currency_id'),
  tickAt: time('tick_at'),
  tickPrice: money('tick_price'),
  checkedUntil: time('checked_until'),
  entryId: bigint('entry_id', { mode: 'number' }),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
  finishedAt: time('finished_at'),
  // 0028: the fee rate the order was placed under (its fills use it).
  feeRate: money('fee_rate').notNull(),
});
