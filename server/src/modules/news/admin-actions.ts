// Publishing and pinning from the console: publish now, schedule for later, back to draft, pin and
// unpin. Each locks the article, checks its state, and commits with its audit row.
import { eq } from 'drizzle-orm';
import { newsArticles } from '../../db/schema/community.ts';
import type { Deps } from '../../http/context.ts';
import type { Lang } from '../../i18n/index.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { adminArticleDetail, statusOf } from './admin-read.ts';
import { contentFail } from './errors.ts';

export type ArticleAction =
  | { name: 'publish' }
  | { name: 'schedule'; at: Date }
  | { name: 'unpublish' }
  | { name: 'pin' }
  | { name: 'unpin' };

type Article = typeof newsArticles.$inferSelect;
type Change = Partial<Pick<Article, 'publishedAt' | 'pinned'>>;

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
  }
}

const stateOf = (article: Pick<Article, 'publishedAt' | 'pinned'>, now: Date) => ({
  status: statusOf(article.publishedAt, now),
  published_at: article.publishedAt?.toISOString() ?? null,
  pinned: article.pinned,
});

export async function actOnArticle(
  deps: Deps,
  actor: Actor,
  lang: Lang,
  id: number,
  action: ArticleAction,
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [article] = await tx
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.id, id))
      .for('update');
    if (!article) throw contentFail.articleUnknown(id);
    const change = decide(article, action, now);
    await tx
      .update(newsArticles)
      .set({ ...change, updatedAt: now })
      .where(eq(newsArticles.id, id));
    await recordAudit(tx, now, actor, {
      action: `article.${action.name}`,
      targetType: 'article',
      targetId: String(id),
      before: stateOf(article, now),
      after: stateOf({ ...article, ...change }, now),
    });
    return adminArticleDetail(tx, lang, now, id);
  });
}
