// Writing articles from the console: a new draft, or an edit of the category, Home flag and texts.
// Each text's HTML is rendered and sanitized here, on save; only the texts that really change get
// the time and the operator's name (so an edited English text makes older translations outdated).
// The change and its audit row (before, after) commit together.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { newsArticles, newsCategories, newsTranslations } from '../../db/schema/community.ts';
import type { Deps } from '../../http/context.ts';
import { LANGS, type Lang } from '../../i18n/index.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { adminArticleDetail } from './admin-read.ts';
import { contentFail } from './errors.ts';
import { articleHtml, summaryFrom } from './markdown.ts';

export interface ArticleTextInput {
  title: string;
  summary?: string;
  body: string;
}
export interface ArticleInput {
  category_id: number;
  on_home?: boolean;
  translations: Partial<Record<Lang, ArticleTextInput>>;
}
interface Text {
  title: string;
  summary: string;
  body: string;
}

/** The texts as they are stored: trimmed, blanks refused, a missing summary taken from the body. */
function cleanTexts(input: ArticleInput): Map<Lang, Text> {
  const texts = new Map<Lang, Text>();
  for (const lang of LANGS) {
    const text = input.translations[lang];
    if (!text) continue;
    const title = text.title.trim();
    const body = text.body.trim();
    if (!title) throw contentFail.textBlank(`translations.${lang}.title`);
    if (!body) throw contentFail.textBlank(`translations.${lang}.body`);
    texts.set(lang, { title, body, summary: text.summary?.trim() || summaryFrom(body) });
  }
  return texts;
}

async function categoryOf(db: Db, id: number) {
  const [category] = await db.select().from(newsCategories).where(eq(newsCategories.id, id));
  if (!category) throw contentFail.categoryUnknown(id);
  return category;
}

const sameText = (a: Text, b: Text) =>
  a.title === b.title && a.summary === b.summary && a.body === b.body;
const stored = (t: Text): Text => ({ title: t.title, summary: t.summary, body: t.body });

export async function createArticle(deps: Deps, actor: Actor, lang: Lang, input: ArticleInput) {
  const now = deps.clock();
  const texts = cleanTexts(input);
  return deps.db.transaction(async (tx) => {
    const category = await categoryOf(tx, input.category_id);
    const onHome = category.kind === 'notice' && (input.on_home ?? false);
    const [article] = await tx
      .insert(newsArticles)
      .values({
        categoryId: category.id,
        publishedAt: null,
        sort: 0,
        onHome,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: newsArticles.id });
    const id = article!.id;
    await tx.insert(newsTranslations).values(
      [...texts].map(([l, t]) => ({
        articleId: id,
        lang: l,
        ...t,
        bodyHtml: articleHtml(t.body),
        updatedAt: now,
        updatedBy: actor.name,
      })),
    );
    await recordAudit(tx, now, actor, {
      action: 'article.create',
      targetType: 'article',
      targetId: String(id),
      before: null,
      after: {
        category_id: category.id,
        on_home: onHome,
        translations: Object.fromEntries(texts),
      },
    });
    return adminArticleDetail(tx, lang, now, id);
  });
}

export async function updateArticle(
  deps: Deps,
  actor: Actor,
  lang: Lang,
  id: number,
  input: ArticleInput,
) {
  const now = deps.clock();
  const texts = cleanTexts(input);
  return deps.db.transaction(async (tx) => {
    const [article] = await tx
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.id, id))
      .for('update');
    if (!article) throw contentFail.articleUnknown(id);
    const category = await categoryOf(tx, input.category_id);
    const onHome = category.kind === 'notice' && (input.on_home ?? false);
    const old = new Map(
      (await tx.select().from(newsTranslations).where(eq(newsTranslations.articleId, id))).map(
        (t) => [t.lang as Lang, t],
      ),
    );
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (article.categoryId !== category.id) {
      before.category_id = article.categoryId;
      after.category_id = category.id;
    }
    if (article.onHome !== onHome) {
      before.on_home = article.onHome;
      after.on_home = onHome;
    }
    // Only a notice is Home's banner: moved to another board, it stops being it.
    const onBanner = article.onBanner && category.kind === 'notice';
    if (article.onBanner !== onBanner) {
      before.on_banner = article.onBanner;
      after.on_banner = onBanner;
    }
    const changedTexts: Record<string, [Text | null, Text | null]> = {};
    const one = (l: Lang) => and(eq(newsTranslations.articleId, id), eq(newsTranslations.lang, l));
    for (const l of LANGS) {
      const was = old.get(l);
      const next = texts.get(l);
      if (was && next && sameText(was, next)) continue;
      if (!was && !next) continue;
      changedTexts[l] = [was ? stored(was) : null, next ?? null];
      if (!next) await tx.delete(newsTranslations).where(one(l));
      else {
        const row = { ...next, bodyHtml: articleHtml(next.body), updatedAt: now };
        if (was)
          await tx
            .update(newsTranslations)
            .set({ ...row, updatedBy: actor.name })
            .where(one(l));
        else
          await tx
            .insert(newsTranslations)
            .values({ articleId: id, lang: l, ...row, updatedBy: actor.name });
      }
    }
    if (Object.keys(changedTexts).length) {
      before.translations = Object.fromEntries(
        Object.entries(changedTexts).map(([l, [was]]) => [l, was]),
      );
      after.translations = Object.fromEntries(
        Object.entries(changedTexts).map(([l, [, next]]) => [l, next]),
      );
    }
    if (!Object.keys(after).length) return adminArticleDetail(tx, lang, now, id); // no change, no record
    await tx
      .update(newsArticles)
      .set({ categoryId: category.id, onHome, onBanner, updatedAt: now })
      .where(eq(newsArticles.id, id));
    await recordAudit(tx, now, actor, {
      action: 'article.update',
      targetType: 'article',
      targetId: String(id),
      before,
      after,
    });
    return adminArticleDetail(tx, lang, now, id);
  });
}
