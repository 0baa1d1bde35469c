// Drizzle definition of the table of migration 0047_server_instances.sql (the SQL is the source of truth).
import {
  bigint,
  doublePrecision,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const serverInstances = pgTable('server_instances', {
  id: uuid('id').primaryKey(),
  version: text('version').notNull(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: time('started_at').notNull(),
  lastSeenAt: time('last_seen_at').notNull(),
  requests: integer('requests').notNull(),
  errors: integer('errors').notNull(),
  rps: doublePrecision('rps').notNull(),
  p99Ms: doublePrecision('p99_ms'),
  sockets: integer('sockets').notNull(),
  memoryBytes: bigint('memory_bytes', { mode: 'number' }).notNull(),
  uptimeSeconds: integer('uptime_seconds').notNull(),
});
