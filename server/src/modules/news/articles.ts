// Articles of the notice board, news and help center as readers see them: published ones only, in
// the reader's language, or in English (marked as a fallback) where it has no text in theirs.
import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import {
  newsArticles,
  newsCategories,
  newsTranslations,
  type NewsKind,
} from '../../db/schema/community.ts';
import { fail } from '../../http/app-error.ts';
import type { Lang } from '../../i18n/index.ts';
import { articleHtml, plainParagraphs } from './markdown.ts';

export interface Paging {
  page: number;
  limit: number;
}

const local = alias(newsTranslations, 'local');
const english = alias(newsTranslations, 'english');

/** The text a reader gets: theirs when it exists, else the English source. */
export const servedText = {
  title: sql<string>`coalesce(${local.title}, ${english.title})`,
  summary: sql<string>`coalesce(${local.summary}, ${english.summary})`,
};

const itemColumns = {
  id: newsArticles.id,
  categoryId: newsArticles.categoryId,
  publishedAt: newsArticles.publishedAt,
  pinned: newsArticles.pinned,
  kind: newsCategories.kind,
  names: newsCategories.names,
  localLang: local.lang,
  ...servedText,
  body: sql<string>`coalesce(${local.body}, ${english.body})`,
  html: sql<string>`coalesce(${local.bodyHtml}, ${english.bodyHtml})`,
};

type ItemRow = {
  id: number;
  categoryId: number;
  publishedAt: Date | null;
  pinned: boolean;
  kind: NewsKind;
  names: Record<string, string>;
  localLang: string | null;
  title: string;
  summary: string;
};

/** Readers see an article once its publication time has come: never a draft or a scheduled one. */
export const isPublished = (now: Date) =>
  and(isNotNull(newsArticles.publishedAt), lte(newsArticles.publishedAt, now));

/** Pinned first, then newest first. */
export const boardOrder = [
  desc(newsArticles.pinned),
  desc(newsArticles.publishedAt),
  asc(newsArticles.sort),
  asc(newsArticles.id),
];

export function presentItem(row: ItemRow, lang: Lang) {
  const fallback = row.localLang === null;
  return {
    id: row.id,
    kind: row.kind,
    category_id: row.categoryId,
    category: row.names[lang] ?? row.names.en ?? '',
    title: row.title,
    summary: row.summary,
    published_at: row.publishedAt!.toISOString(),
    lang: fallback ? ('en' as const) : lang,
    fallback,
    pinned: row.pinned,
  };
}

/** Published articles joined to their category and their text in `lang` (or English). */
export function selectArticles(db: Db, lang: Lang, now: Date, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(newsArticles)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .innerJoin(english, and(eq(english.articleId, newsArticles.id), eq(english.lang, 'en')))
    .leftJoin(local, and(eq(local.articleId, newsArticles.id), eq(local.lang, lang)))
    .where(and(isPublished(now), where));
}

export async function listArticles(
  db: Db,
  lang: Lang,
  now: Date,
  input: { kind: NewsKind; category_id?: number; on_home?: boolean; banner?: boolean } & Paging,
) {
  const categories = await db
    .select()
    .from(newsCategories)
    .where(eq(newsCategories.kind, input.kind))
    .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
  const counts = categories.length
    ? await db
        .select({ id: newsArticles.categoryId, n: count() })
        .from(newsArticles)
        .where(
          and(
            isPublished(now),
            inArray(
              newsArticles.categoryId,
              categories.map((c) => c.id),
            ),
          ),
        )
        .groupBy(newsArticles.categoryId)
    : [];
  const where = and(
    eq(newsCategories.kind, input.kind),
    input.category_id ? eq(newsArticles.categoryId, input.category_id) : undefined,
    input.on_home ? eq(newsArticles.onHome, true) : undefined,
    input.banner ? eq(newsArticles.onBanner, true) : undefined,
  );
  const rows = await selectArticles(db, lang, now, where)
    .orderBy(...boardOrder)
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  const [total] = await db
    .select({ n: count() })
    .from(newsArticles)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(and(isPublished(now), where));
  return {
    items: rows.map((r) => presentItem(r, lang)),
    categories: categories.map((c) => ({
      id: c.id,
      kind: c.kind,
      name: c.names[lang] ?? c.names.en ?? '',
      article_count: Number(counts.find((x) => x.id === c.id)?.n ?? 0),
    })),
    total: Number(total?.n ?? 0),
    page: input.page,
    limit: input.limit,
  };
}

export async function articleDetail(db: Db, lang: Lang, now: Date, id: number) {
  const [row] = await selectArticles(db, lang, now, eq(newsArticles.id, id));
  if (!row) throw fail.notFound();
  return {
    ...presentItem(row, lang),
    paragraphs: plainParagraphs(row.body),
    // Saved texts carry their HTML; one saved before there was any is rendered now.
    html: row.html || articleHtml(row.body),
  };
}
