// Drizzle definitions of the tables of migrations 0014_community.sql and 0023_content.sql (the SQL
// is the source of truth).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 38, scale: 18 });
export type Names = Record<string, string>;

export const partnerLevels = pgTable('partner_levels', {
  level: integer('level').primaryKey(),
  authCode: text('auth_code').notNull(),
  names: jsonb('names').$type<Names>().notNull(),
  minTeam: integer('min_team').notNull(),
  rebateRatio: numeric('rebate_ratio', { precision: 8, scale: 6 }).notNull(),
});

export const referralRebates = pgTable('referral_rebates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sourceKey: text('source_key').notNull(),
  inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
  tradeUserId: bigint('trade_user_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  fee: money('fee').notNull(),
  ratio: numeric('ratio', { precision: 8, scale: 6 }).notNull(),
  amount: money('amount').notNull(),
  entryId: bigint('entry_id', { mode: 'number' }),
  createdAt: time('created_at').notNull(),
});

export const newsCategories = pgTable('news_categories', {
  id: integer('id').primaryKey(),
  kind: text('kind').$type<NewsKind>().notNull(),
  names: jsonb('names').$type<Names>().notNull(),
  sort: integer('sort').notNull(),
});

export const newsArticles = pgTable('news_articles', {
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('news_articles_id_seq')`),
  categoryId: integer('category_id').notNull(),
  /** NULL: a draft; later than now: scheduled; otherwise published. */
  publishedAt: time('published_at'),
  sort: integer('sort').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  onHome: boolean('on_home').notNull().default(false),
  /** Home's banner (one notice at most, a unique partial index). */
  onBanner: boolean('on_banner').notNull().default(false),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
});

export const newsTranslations = pgTable(
  'news_translations',
  {
    articleId: integer('article_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    /** The body rendered and sanitized when it was saved. */
    bodyHtml: text('body_html').notNull().default(''),
    updatedAt: time('updated_at').notNull(),
    /** The operator who last edited it; NULL while the text is the seed's. */
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);

export type NewsKind = 'notice' | 'news' | 'help' | 'rule';
