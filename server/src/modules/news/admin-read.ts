// Articles as the console sees them: every state, every language's text, and which translations
// are missing or older than their English source.
import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import {
  newsArticles,
  newsCategories,
  newsTranslations,
  type NewsKind,
} from '../../db/schema/community.ts';
import { LANGS, type Lang } from '../../i18n/index.ts';
import { isPublished } from './articles.ts';
import { contentFail } from './errors.ts';

export type ArticleStatus = 'draft' | 'scheduled' | 'published';
export type TranslationStatus = 'missing' | 'outdated' | 'current';
type ArticleRow = typeof newsArticles.$inferSelect;
type TranslationRow = typeof newsTranslations.$inferSelect;
type CategoryRow = typeof newsCategories.$inferSelect;

export function statusOf(publishedAt: Date | null, now: Date): ArticleStatus {
  if (!publishedAt) return 'draft';
  return publishedAt > now ? 'scheduled' : 'published';
}

/** Missing, outdated (its English source was edited after it) or current, per language. */
export function translationStatus(texts: Pick<TranslationRow, 'lang' | 'updatedAt'>[]) {
  const source = texts.find((t) => t.lang === 'en')?.updatedAt;
  return Object.fromEntries(
    LANGS.map((lang): [Lang, TranslationStatus] => {
      const text = texts.find((t) => t.lang === lang);
      if (!text) return [lang, 'missing'];
      return [lang, source && text.updatedAt < source ? 'outdated' : 'current'];
    }),
  ) as Record<Lang, TranslationStatus>;
}

const categoryName = (category: CategoryRow, lang: Lang) =>
  category.names[lang] ?? category.names.en ?? '';

function presentRow(
  article: ArticleRow,
  category: CategoryRow,
  texts: TranslationRow[],
  lang: Lang,
  now: Date,
) {
  return {
    id: article.id,
    kind: category.kind,
    category_id: article.categoryId,
    category: categoryName(category, lang),
    title: texts.find((t) => t.lang === 'en')?.title ?? '',
    status: statusOf(article.publishedAt, now),
    published_at: article.publishedAt?.toISOString() ?? null,
    pinned: article.pinned,
    on_home: article.onHome,
    on_banner: article.onBanner,
    updated_at: article.updatedAt.toISOString(),
    translation_status: translationStatus(texts),
  };
}

const textsOf = (db: Db, ids: number[]) =>
  ids.length
    ? db.select().from(newsTranslations).where(inArray(newsTranslations.articleId, ids))
    : Promise.resolve([] as TranslationRow[]);

export interface ArticleFilter {
  kind?: NewsKind;
  category_id?: number;
  status?: ArticleStatus;
  page?: number;
  limit?: number;
}

function statusCondition(status: ArticleStatus | undefined, now: Date): SQL | undefined {
  if (status === 'draft') return isNull(newsArticles.publishedAt);
  if (status === 'scheduled') return gt(newsArticles.publishedAt, now);
  if (status === 'published') return isPublished(now);
  return undefined;
}

export async function adminArticlePage(db: Db, lang: Lang, now: Date, filter: ArticleFilter) {
  const page = filter.page ?? 1;
  const limit = filter.limit ?? 20;
  const where = and(
    filter.kind ? eq(newsCategories.kind, filter.kind) : undefined,
    filter.category_id ? eq(newsArticles.categoryId, filter.category_id) : undefined,
    statusCondition(filter.status, now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(where)
      .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(newsArticles)
      .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(where),
  ]);
  const texts = await textsOf(
    db,
    rows.map((r) => r.news_articles.id),
  );
  return {
    items: rows.map((r) =>
      presentRow(
        r.news_articles,
        r.news_categories,
        texts.filter((t) => t.articleId === r.news_articles.id),
        lang,
        now,
      ),
    ),
    total: Number(total?.n ?? 0),
    page,
    limit,
  };
}

/** One article in full; `db` may be a transaction that has just changed it. */
export async function adminArticleDetail(db: Db, lang: Lang, now: Date, id: number) {
  const [row] = await db
    .select()
    .from(newsArticles)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(eq(newsArticles.id, id));
  if (!row) throw contentFail.articleUnknown(id);
  const texts = await textsOf(db, [id]);
  const ordered = LANGS.flatMap((l) => texts.filter((t) => t.lang === l));
  return {
    ...presentRow(row.news_articles, row.news_categories, texts, lang, now),
    created_at: row.news_articles.createdAt.toISOString(),
    translations: Object.fromEntries(
      ordered.map((t) => [
        t.lang,
        {
          title: t.title,
          summary: t.summary,
          body: t.body,
          html: t.bodyHtml,
          updated_at: t.updatedAt.toISOString(),
          updated_by: t.updatedBy,
        },
      ]),
    ),
  };
}

export async function adminCategories(db: Db, lang: Lang) {
  const rows = await db
    .select()
    .from(newsCategories)
    .orderBy(asc(newsCategories.kind), asc(newsCategories.sort), asc(newsCategories.id));
  return rows.map((c) => ({ id: c.id, kind: c.kind, name: categoryName(c, lang) }));
}
