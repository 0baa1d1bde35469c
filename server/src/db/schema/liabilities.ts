// Drizzle definitions of the tables of migration 0048_liabilities.sql (the SQL is the source of truth).
import {
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from './kyc.ts';

export type SnapshotStatus = 'published' | 'refused';
export type SnapshotTrigger = 'job' | 'operator';

/** One listed coin of a snapshot: what users hold in it, in units and in the coin, and what the
 * ledger's journal says they hold. */
export interface CoinFigures {
  currency_id: number;
  symbol: string;
  decimals: number;
  total_units: string;
  total: string;
  ledger_total: string;
}

export const liabilitySnapshots = pgTable('liability_snapshots', {
  id: serial('id').primaryKey(),
  takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
  status: text('status').$type<SnapshotStatus>().notNull(),
  trigger: text('trigger').$type<SnapshotTrigger>().notNull(),
  rootHash: text('root_hash'),
  leafCount: integer('leaf_count').notNull(),
  accountCount: integer('account_count').notNull(),
  coins: jsonb('coins').$type<CoinFigures[]>().notNull(),
  problems: jsonb('problems').$type<string[]>().notNull(),
  durationMs: integer('duration_ms').notNull(),
});

export const liabilityLevels = pgTable(
  'liability_levels',
  {
    snapshotId: integer('snapshot_id').notNull(),
    level: smallint('level').notNull(),
    nodes: bytea('nodes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.level] })],
);

export const liabilityLeaves = pgTable(
  'liability_leaves',
  {
    snapshotId: integer('snapshot_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    salt: bytea('salt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.userId] })],
);
