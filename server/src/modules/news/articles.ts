// Articles of the notice board, news and help center, read in the reader's language.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import {
  newsArticles,
  newsCategories,
  newsTranslations,
  type NewsKind,
} from '../../db/schema/community.ts';
import { fail } from '../../http/app-error.ts';
import type { Lang } from '../../i18n/index.ts';

export interface Paging {
  page: number;
  limit: number;
}

const itemColumns = {
  id: newsArticles.id,
  categoryId: newsArticles.categoryId,
  publishedAt: newsArticles.publishedAt,
  kind: newsCategories.kind,
  names: newsCategories.names,
  title: newsTranslations.title,
  summary: newsTranslations.summary,
  body: newsTranslations.body,
};

type ItemRow = {
  id: number;
  categoryId: number;
  publishedAt: Date;
  kind: NewsKind;
  names: Record<string, string>;
  title: string;
  summary: string;
};

export function presentItem(row: ItemRow, lang: Lang) {
  return {
    id: row.id,
    kind: row.kind,
    category_id: row.categoryId,
    category: row.names[lang] ?? row.names.en ?? '',
    title: row.title,
    summary: row.summary,
    published_at: row.publishedAt.toISOString(),
  };
}

/** Articles joined to their category and their translation in `lang`. */
export function selectArticles(db: Db, lang: Lang, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(newsArticles)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .innerJoin(
      newsTranslations,
      and(eq(newsTranslations.articleId, newsArticles.id), eq(newsTranslations.lang, lang)),
    )
    .where(where);
}

export async function listArticles(
  db: Db,
  lang: Lang,
  input: { kind: NewsKind; category_id?: number } & Paging,
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
          inArray(
            newsArticles.categoryId,
            categories.map((c) => c.id),
          ),
        )
        .groupBy(newsArticles.categoryId)
    : [];
  const where = and(
    eq(newsCategories.kind, input.kind),
    input.category_id ? eq(newsArticles.categoryId, input.category_id) : undefined,
  );
  const rows = await selectArticles(db, lang, where)
    .orderBy(desc(newsArticles.publishedAt), asc(newsArticles.sort), asc(newsArticles.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  const [total] = await db
    .select({ n: count() })
    .from(newsArticles)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(where);
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

export async function articleDetail(db: Db, lang: Lang, id: number) {
  const [row] = await selectArticles(db, lang, eq(newsArticles.id, id));
  if (!row) throw fail.notFound();
  return {
    ...presentItem(row, lang),
    paragraphs: row.body
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
  };
}
