// Publishing and pinning from the console: publish now, schedule for later, back to draft, pin and
// unpin, and Home's banner. Each locks the article, checks its state, and commits with its audit row.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { newsArticles, newsCategories } from '../../db/schema/community.ts';
import type { Deps } from '../../http/context.ts';
import type { Lang } from '../../i18n/index.ts';
import { rows, sql } from '../../ledger/sql.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { adminArticleDetail, statusOf } from './admin-read.ts';
import { contentFail } from './errors.ts';

export type ArticleAction =
  | { name: 'publish' }
  | { name: 'schedule'; at: Date }
  | { name: 'unpublish' }
  | { name: 'pin' }
  | { name: 'unpin' }
  | { name: 'banner' }
  | { name: 'unbanner' };

type Article = typeof newsArticles.$inferSelect;
type Change = Partial<Pick<Article, 'publishedAt' | 'pinned' | 'onBanner'>>;

/** What the action changes, or why it cannot. */
function decide(article: Article, action: ArticleAction, now: Date): Change {
  const status = statusOf(article.publishedAt, now);
  switch (action.name) {
    case 'publish':
      if (status === 'published') throw contentFail.alreadyPublished();
      return { publishedAt: now };
    case 'schedule':
      if (action.at <= now) throw contentFail.publishAtPast();
      if (status === 'published') throw contentFail.alreadyPublished();
      return { publishedAt: action.at };
    case 'unpublish':
      if (status === 'draft') throw contentFail.notPublished();
      return { publishedAt: null };
    case 'pin':
      return { pinned: true };
    case 'unpin':
      return { pinned: false };
    case 'banner':
      return { onBanner: true };
    case 'unbanner':
      return { onBanner: false };
  }
}

const stateOf = (article: Pick<Article, 'publishedAt' | 'pinned' | 'onBanner'>, now: Date) => ({
  status: statusOf(article.publishedAt, now),
  published_at: article.publishedAt?.toISOString() ?? null,
  pinned: article.pinned,
  on_banner: article.onBanner,
});

/**
 * Makes room for a new banner: only a notice may be one, and the notice that was the banner stops
 * being it (its id is returned for the audit). The caller holds the banner lock.
 */
async function replaceBanner(tx: Db, article: Article): Promise<number | null> {
  const [category] = await tx
    .select({ kind: newsCategories.kind })
    .from(newsCategories)
    .where(eq(newsCategories.id, article.categoryId));
  if (category?.kind !== 'notice') throw contentFail.bannerNotNotice();
  const [previous] = await tx
    .update(newsArticles)
    .set({ onBanner: false })
    .where(and(eq(newsArticles.onBanner, true), ne(newsArticles.id, article.id)))
    .returning({ id: newsArticles.id });
  return previous?.id ?? null;
}

export async function actOnArticle(
  deps: Deps,
  actor: Actor,
  lang: Lang,
  id: number,
  action: ArticleAction,
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // Banner changes queue on one lock taken before any row's, so two operators choosing at once
    // end with one banner (the later choice) and never wait on each other's rows.
    if (action.name === 'banner' || action.name === 'unbanner')
      await rows(tx, sql`SELECT pg_advisory_xact_lock(hashtext('news_articles.banner'))`);
    const [article] = await tx
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.id, id))
      .for('update');
    if (!article) throw contentFail.articleUnknown(id);
    const change = decide(article, action, now);
    const replaced = action.name === 'banner' ? await replaceBanner(tx, article) : null;
    await tx
      .update(newsArticles)
      .set({ ...change, updatedAt: now })
      .where(eq(newsArticles.id, id));
    await recordAudit(tx, now, actor, {
      action: `article.${action.name}`,
      targetType: 'article',
      targetId: String(id),
      before: stateOf(article, now),
      after: { ...stateOf({ ...article, ...change }, now), ...(replaced ? { replaced } : {}) },
    });
    return adminArticleDetail(tx, lang, now, id);
  });
}
