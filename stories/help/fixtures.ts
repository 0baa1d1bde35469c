import { delay, http, HttpResponse } from 'msw';
import type {
  NewsArticle,
  NewsCategory,
  NewsItem,
  SearchResult,
} from '../../src/api/generated/model';

// Fixed articles for the help, notice and search stories (the server serves them in every language).
export const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
export const fail = (status: number, message: string) =>
  HttpResponse.json({ code: status, type: 'error', message, data: null }, { status });
export const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};
type Answer = (body: Record<string, string>) => Response | Promise<Response>;
const form = async (request: Request) =>
  Object.fromEntries(new URLSearchParams(await request.text()));

export const item = (
  id: number,
  kind: NewsItem['kind'],
  category_id: number,
  category: string,
  title: string,
  summary: string,
  published_at = '2026-11-10T08:00:00Z',
): NewsItem => ({
  id,
  kind,
  category_id,
  category,
  title,
  summary,
  published_at,
  lang: 'en',
  fallback: false,
  pinned: false,
});

export const NOTICES = [
  item(
    102,
    'notice',
    1,
    'Announcements',
    'Invite friends and earn trading rebates',
    "Share your invite code and receive part of your team's fees.",
  ),
  item(
    101,
    'notice',
    1,
    'Announcements',
    'Scheduled system maintenance',
    'Trading pauses for about 30 minutes during the upgrade.',
    '2026-11-02T02:00:00Z',
  ),
];
export const NEWS = [
  item(
    201,
    'news',
    2,
    'Platform news',
    'Flash exchange now supports more coins',
    'Swap between the listed coins instantly in your spot account.',
    '2026-11-05T06:00:00Z',
  ),
];
export const HELP_CATEGORIES: NewsCategory[] = [
  { id: 3, kind: 'help', name: 'Getting started', article_count: 1 },
  { id: 4, kind: 'help', name: 'Deposits and withdrawals', article_count: 2 },
];
export const HELP = [
  item(
    301,
    'help',
    3,
    'Getting started',
    'How to register and verify your identity',
    'Create an account by phone or e-mail, then complete KYC.',
  ),
  item(
    401,
    'help',
    4,
    'Deposits and withdrawals',
    'How to deposit',
    'Deposit by chain address or bank transfer, with a proof picture.',
  ),
  item(
    402,
    'help',
    4,
    'Deposits and withdrawals',
    'Withdrawal rules',
    'Up to 3 withdrawals a day, arriving within 12 hours.',
  ),
];
export const RULES = [
  item(
    601,
    'rule',
    6,
    'Platform rules',
    'Referral and rebate rules',
    'How team members, partner levels and rebates work.',
  ),
  item(
    602,
    'rule',
    6,
    'Platform rules',
    'Early redemption of hosted funds',
    'Redeeming before the end of the cycle costs a penalty.',
  ),
];
const PARAGRAPHS = [
  'We will upgrade our servers on Sunday from 02:00 to 02:30 UTC.',
  'During the upgrade trading, deposits and withdrawals are paused.',
];
export const ARTICLE: NewsArticle = {
  ...NOTICES[1]!,
  paragraphs: PARAGRAPHS,
  html: PARAGRAPHS.map((p) => `<p>${p}</p>`).join('\n'),
};

export const boardPage = (items: NewsItem[], categories: NewsCategory[] = []) =>
  ok({ items, categories, total: items.length, page: 1, limit: 50 });

/** news/list answering per `kind`. */
export const newsList = (answer: Answer) =>
  http.post('/api/news/list', async ({ request }) => answer(await form(request)));
export const boards = newsList(({ kind }) =>
  kind === 'notice'
    ? boardPage(NOTICES)
    : kind === 'news'
      ? boardPage(NEWS)
      : kind === 'rule'
        ? boardPage(RULES)
        : boardPage(HELP, HELP_CATEGORIES),
);
export const newsDetail = (answer: Answer) =>
  http.post('/api/news/detail', async ({ request }) => answer(await form(request)));

export const SEARCH: SearchResult = {
  keyword: 'btc',
  coins: [{ currency_id: 1, symbol: 'BTC', name: 'Bitcoin' }],
  pairs: [{ currency_id: 1, symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT' }],
  articles: [],
};
export const taskSearch = (answer: (keyword: string) => Response | Promise<Response>) =>
  http.get('/api/task/search', ({ request }) =>
    answer(new URL(request.url).searchParams.get('keyword') ?? ''),
  );
