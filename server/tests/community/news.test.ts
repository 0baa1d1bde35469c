import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { ARTICLES } from '../../src/modules/news/articles-seed.ts';
import { backends } from '../helpers/backends.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const LANGS = ['en', 'zh', 'hk', 'jp', 'kr', 'esp', 'th'] as const;

describe.each(backends())('news, help and search on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(await backend.open());
  });
  afterAll(() => t?.close());
  afterEach(() => undefined);

  const list = (form: Record<string, string>, lang = 'en') =>
    t.post('/api/news/list', form, { lang });

  it.each(LANGS)('serves every board, category and article in %s', async (lang) => {
    for (const kind of ['notice', 'news', 'help', 'rule']) {
      const page = (await list({ kind }, lang)).json().data;
      expect(page.total).toBeGreaterThan(0);
      expect(page.categories.length).toBeGreaterThan(0);
      for (const item of page.items) {
        const seeded = ARTICLES.find((a) => a.id === item.id)!;
        expect(item.title).toBe(seeded.text[lang][0]);
        expect(item.kind).toBe(kind);
      }
    }
    for (const article of ARTICLES) {
      const res = await t.post('/api/news/detail', { id: String(article.id) }, { lang });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.title).toBe(article.text[lang][0]);
      expect(data.paragraphs.join('\n\n')).toBe(article.text[lang][2]);
    }
  });

  it('lists the notices newest first, narrows by category and pages', async () => {
    const notices = (await list({ kind: 'notice' })).json().data;
    expect(notices.items.map((i: { id: number }) => i.id)).toEqual([102, 101]);
    const help = (await list({ kind: 'help', category_id: '4', limit: '1', page: '2' })).json()
      .data;
    expect(help).toMatchObject({
      total: 2,
      page: 2,
      limit: 1,
      items: [{ id: 401, category: 'Deposits and withdrawals' }],
    });
    expect(
      help.categories.map((c: { id: number; article_count: number }) => [c.id, c.article_count]),
    ).toEqual([
      [3, 1],
      [4, 2],
      [5, 1],
    ]);
    expect((await t.post('/api/news/detail', { id: '9999' })).statusCode).toBe(404);
    expect((await list({ kind: 'gossip' })).statusCode).toBe(400);
  });

  it('searches coins, pairs and help articles in the reader language', async () => {
    const btc = (await t.app.inject({ method: 'GET', url: '/api/task/search?keyword=btc' })).json()
      .data;
    expect(btc.coins.map((c: { symbol: string }) => c.symbol)).toContain('BTC');
    expect(btc.pairs).toEqual([{ currency_id: 1, symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT' }]);
    const slash = (
      await t.app.inject({ method: 'GET', url: '/api/task/search?keyword=eth%2Fusdt' })
    ).json().data;
    expect(slash.pairs.map((p: { symbol: string }) => p.symbol)).toEqual(['ETH/USDT']);
    const zh = (
      await t.app.inject({
        method: 'GET',
        url: `/api/task/search?keyword=${encodeURIComponent('提现')}`,
        headers: { lang: 'zh' },
      })
    ).json().data;
    expect(zh.articles.map((a: { id: number }) => a.id)).toContain(402);
    const wild = (await t.app.inject({ method: 'GET', url: '/api/task/search?keyword=%25' })).json()
      .data;
    expect(wild).toMatchObject({ coins: [], pairs: [], articles: [] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/task/search?keyword=' })).statusCode,
    ).toBe(400);
    const blank = (
      await t.app.inject({ method: 'GET', url: '/api/task/search?keyword=%20%20' })
    ).json().data;
    expect(blank).toMatchObject({ coins: [], pairs: [], articles: [] });
  });

  it('tells the version and which downloads are open', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/task/download' })).json().data;
    expect(info).toEqual({
      version: '3.1.5',
      version_code: 315,
      links: [
        { platform: 'android', url: null, available: false },
        { platform: 'ios', url: null, available: false },
      ],
    });
  });
});
