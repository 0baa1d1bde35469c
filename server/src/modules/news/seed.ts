import { sql } from 'drizzle-orm';
import { newsArticles, newsCategories, newsTranslations } from '../../db/schema/community.ts';
import type { Seed } from '../seed/seed.ts';
import { ARTICLES } from './articles-seed.ts';
import { CATEGORIES } from './categories-seed.ts';

/** Notices, news, help categories, rules and articles in all seven languages (refreshed at start). */
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
    await db
      .insert(newsArticles)
      .values(
        ARTICLES.map((a) => ({
          id: a.id,
          categoryId: a.categoryId,
          publishedAt: new Date(a.publishedAt),
          sort: a.sort,
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
      })),
    );
    await db
      .insert(newsTranslations)
      .values(rows)
      .onConflictDoUpdate({
        target: [newsTranslations.articleId, newsTranslations.lang],
        set: {
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          body: sql`excluded.body`,
        },
      });
  },
};
