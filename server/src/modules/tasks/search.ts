// task/search: coins, their USDT pairs and published help-center articles matching a keyword.
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { newsArticles, newsCategories } from '../../db/schema/community.ts';
import type { Lang } from '../../i18n/index.ts';
import { USDT_ID } from '../market/coins.ts';
import { presentItem, selectArticles, servedText } from '../news/articles.ts';

export const SEARCH_LIMIT = 20;

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function search(db: Db, lang: Lang, now: Date, raw: string) {
  const keyword = raw.trim();
  if (!keyword) return { keyword, coins: [], pairs: [], articles: [] }; // blanks match nothing
  const pattern = like(keyword);
  const coins = await db
    .select({ id: currencies.id, symbol: currencies.symbol, name: currencies.name })
    .from(currencies)
    .where(
      and(
        eq(currencies.enabled, true),
        or(ilike(currencies.symbol, pattern), ilike(currencies.name, pattern)),
      ),
    )
    .orderBy(asc(currencies.sort), asc(currencies.id))
    .limit(SEARCH_LIMIT);
  const [usdt] = await db
    .select({ symbol: currencies.symbol })
    .from(currencies)
    .where(eq(currencies.id, USDT_ID));
  const quote = usdt?.symbol ?? 'USDT';
  const compact = keyword.toUpperCase().replace(/[\s/_-]/g, '');
  const all = await db
    .select({ id: currencies.id, symbol: currencies.symbol })
    .from(currencies)
    .where(eq(currencies.enabled, true))
    .orderBy(asc(currencies.sort), asc(currencies.id));
  const pairs = all
    .filter(
      (c) => c.id !== USDT_ID && compact.length > 0 && `${c.symbol}${quote}`.includes(compact),
    )
    .slice(0, SEARCH_LIMIT)
    .map((c) => ({ currency_id: c.id, symbol: `${c.symbol}/${quote}`, base: c.symbol, quote }));
  const articles = await selectArticles(
    db,
    lang,
    now,
    and(
      inArray(newsCategories.kind, ['help', 'rule']),
      or(ilike(servedText.title, pattern), ilike(servedText.summary, pattern)),
    ),
  )
    .orderBy(asc(newsCategories.sort), asc(newsArticles.sort), asc(newsArticles.id))
    .limit(SEARCH_LIMIT);
  return {
    keyword,
    coins: coins.map((c) => ({ currency_id: c.id, symbol: c.symbol, name: c.name })),
    pairs,
    articles: articles.map((a) => presentItem(a, lang)),
  };
}
