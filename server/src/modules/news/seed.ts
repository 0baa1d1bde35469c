import { isNull, sql } from 'drizzle-orm';
import { newsArticles, newsCategories, newsTranslations } from '../../db/schema/community.ts';
import type { Seed } from '../seed/seed.ts';
import { ARTICLES } from './articles-seed.ts';
import { CATEGORIES } from './categories-seed.ts';
import { articleHtml } from './markdown.ts';

/** Notices, news, help categories, rules and articles in all seven languages (refreshed at start).
 * What an operator has changed stays: an article's state is only ever inserted, and a text an
 * operator edited is never overwritten. A refreshed text's time moves only when it changes. */
export const newsSeed: Seed = {
  name: 'news',
  async run({ db }) {
    await db
      .insert(newsCategories)
      .values(CATEGORIES)
      .onConflictDoUpdate({
        target: newsCategories.id,
        set: { names: sql`excluded.names`, sort: sql`excluded.sort` },
      });
    const kindOf = new Map(CATEGORIES.map((c) => [c.id, c.kind]));
    await db
      .insert(newsArticles)
      .values(
        ARTICLES.map((a) => ({
          id: a.id,
          categoryId: a.categoryId,
          publishedAt: new Date(a.publishedAt),
          sort: a.sort,
          // Home's strip shows the seeded notices, as it did before operators chose them.
          onHome: kindOf.get(a.categoryId) === 'notice',
          createdAt: new Date(a.publishedAt),
          updatedAt: new Date(a.publishedAt),
        })),
      )
      .onConflictDoNothing();
    const rows = ARTICLES.flatMap((a) =>
      Object.entries(a.text).map(([lang, [title, summary, body]]) => ({
        articleId: a.id,
        lang,
        title,
        summary,
        body,
        bodyHtml: articleHtml(body),
        updatedAt: new Date(a.publishedAt),
      })),
    );
    const t = newsTranslations;
    const changed = sql`(${t.title}, ${t.summary}, ${t.body}, ${t.bodyHtml})
      IS DISTINCT FROM (excluded.title, excluded.summary, excluded.body, excluded.body_html)`;
    await db
      .insert(newsTranslations)
      .values(rows)
      .onConflictDoUpdate({
        target: [t.articleId, t.lang],
        set: {
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          body: sql`excluded.body`,
          bodyHtml: sql`excluded.body_html`,
          updatedAt: sql`CASE WHEN ${changed} THEN excluded.updated_at ELSE ${t.updatedAt} END`,
        },
        setWhere: isNull(t.updatedBy),
      });
  },
};
