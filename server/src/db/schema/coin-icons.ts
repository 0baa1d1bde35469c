// Drizzle definition of the table of migration 0033_coin_icon_images.sql (the SQL is the source of truth).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, type ImageMime } from './kyc.ts';

/** A coin's icon as uploaded in the console, served at `currencies.icon_url`. */
export const coinIcons = pgTable('coin_icons', {
  currencyId: integer('currency_id').primaryKey(),
  mime: text('mime').$type<ImageMime>().notNull(),
  content: bytea('content').notNull(),
  sha256: text('sha256').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
