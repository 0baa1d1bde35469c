// Drizzle definition of the table of migration 0019_job_runs.sql (the SQL is the source of truth).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: time('last_run_at').notNull(),
  lastOkAt: time('last_ok_at'),
  lastError: text('last_error'),
  lastErrorAt: time('last_error_at'),
});
