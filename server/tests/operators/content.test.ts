import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { seedReferenceData } from '../../src/modules/seed/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { consoleAs, postJson, signIn, type ConsoleSession } from './support.ts';

// The console's content: articles written in Markdown per language, sanitized on save, published
// now or later, unpublished, pinned and chosen for Home's strip; the app reads published articles
// only, in the reader's language or in English (marked). Every change is in the audit log.

const HOUR = 3_600_000;
const LANGS = ['en', 'zh', 'hk', 'jp', 'kr', 'esp', 'th'];
const statusesOf = (status: string) => Object.fromEntries(LANGS.map((lang) => [lang, status]));
const text = (title: string, body = `${title} body.`, summary = '') => ({ title, summary, body });

describe.each(backends())('console content on $name', (backend) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function start() {
    t = await startTestApp(await backend.open());
  }
  const json = (s: ConsoleSession, url: string, body: unknown, lang = 'en') =>
    postJson(t, s, url, body, lang);
  const create = async (s: ConsoleSession, form: unknown) => {
    const res = await json(s, '/api/admin/articles', form);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const notice = (translations: Record<string, unknown>, onHome = false) => ({
    category_id: 1,
    on_home: onHome,
    translations,
  });
  const board = async (form: Record<string, string>, lang = 'en') =>
    (await t.post('/api/news/list', form, { lang })).json().data;
  const detail = (id: number, lang = 'en') =>
    t.post('/api/news/detail', { id: String(id) }, { lang });
  const ids = (page: { items: { id: number }[] }) => page.items.map((i) => i.id);
  const audit = async (s: ConsoleSession, id: number) =>
    (await s.get(`/api/admin/audit?target_type=article&target_id=${id}`)).json().data.items;

  it('writes a draft the app never shows, sanitized on save, with each language tracked', async () => {
    await start();
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    const body = [
      '## Listing',
      'Trading opens **Friday**. <script>alert("x")</script>',
      '<img src="https://cdn.example.com/a.png" onerror="alert(1)"> [terms](javascript:alert(2))',
      '[details](https://example.com/coin)',
    ].join('\n\n');
    const draft = await create(
      editor,
      notice({ en: text('New coin listing', body), zh: text('新币上线', '周五开放交易。') }),
    );
    expect(draft).toMatchObject({
      kind: 'notice',
      category_id: 1,
      status: 'draft',
      published_at: null,
      pinned: false,
      title: 'New coin listing',
      translation_status: {
        en: 'current',
        zh: 'current',
        hk: 'missing',
        jp: 'missing',
        kr: 'missing',
        esp: 'missing',
        th: 'missing',
      },
    });
    expect(draft.id).toBeGreaterThan(10_000);
    const html: string = draft.translations.en.html;
    expect(html).toContain('<h2>Listing</h2>');
    expect(html).toContain('<strong>Friday</strong>');
    expect(html).toContain('href="https://example.com/coin"');
    expect(html).toContain('src="https://cdn.example.com/a.png"');
    expect(html).not.toMatch(/<script|onerror|javascript:|alert/i);
    expect(draft.translations.en.body).toBe(body); // the Markdown stays as written
    expect(draft.translations.en.summary).toBe('Listing'); // taken from the body
    expect(draft.translations.en.updated_by).toBe('ed@example.com');

    // a draft is nowhere in the app
    expect(ids(await board({ kind: 'notice' }))).not.toContain(draft.id);
    expect((await detail(draft.id)).statusCode).toBe(404);

    const [row] = await audit(editor, draft.id);
    expect(row).toMatchObject({
      actor: 'ed@example.com',
      action: 'article.create',
      before: null,
      after: { category_id: 1, on_home: false },
    });
    expect(Object.keys(row.after.translations)).toEqual(['en', 'zh']);

    const list = (await editor.get('/api/admin/articles?kind=notice&status=draft')).json().data;
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([draft.id]);
    const categories = (await editor.get('/api/admin/articles/categories')).json().data;
    expect(categories).toContainEqual({ id: 6, kind: 'rule', name: 'Platform rules' });
  });

  it('marks translations outdated when the English source changes after them', async () => {
    await start();
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    const base = { en: text('Fees'), zh: text('费用'), jp: text('手数料') };
    const { id } = await create(editor, notice(base));
    t.clock.advance(60_000);
    const url = `/api/admin/articles/${id}`;

    const edited = await json(editor, url, notice({ ...base, en: text('Fees', 'New fees.') }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.translation_status).toMatchObject({
      en: 'current',
      zh: 'outdated',
      jp: 'outdated',
    });
    t.clock.advance(60_000);
    const next = {
      ...base,
      en: text('Fees', 'New fees.'),
      zh: text('费用', '新费用。'),
      jp: undefined,
      kr: text('수수료'),
    };
    const fixed = (await json(editor, url, notice(next))).json().data;
    expect(fixed.translation_status).toMatchObject({
      en: 'current',
      zh: 'current',
      jp: 'missing',
      kr: 'current',
    });
    expect(Object.keys(fixed.translations)).toEqual(['en', 'zh', 'kr']);

    const [update] = await audit(editor, id);
    expect(update).toMatchObject({
      action: 'article.update',
      before: {
        translations: {
          zh: { title: '费用', body: '费用 body.' },
          jp: { title: '手数料' },
          kr: null,
        },
      },
      after: { translations: { zh: { body: '新费用。' }, jp: null, kr: { title: '수수료' } } },
    });
    expect(update.before.translations.en).toBeUndefined(); // English did not change this time

    // saving the same again changes nothing and records nothing
    const rows = (await audit(editor, id)).length;
    expect((await json(editor, url, notice(next))).statusCode).toBe(200);
    expect(await audit(editor, id)).toHaveLength(rows);
  });

  it('keeps what operators changed when the seed runs again at the next start', async () => {
    await start();
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    const seeded = (await editor.get('/api/admin/articles/101')).json().data;
    expect(seeded.translation_status).toEqual(statusesOf('current'));
    expect(seeded.translations.en.updated_by).toBeNull();
    type Text = { title: string; summary: string; body: string };
    const form = {
      category_id: 1,
      on_home: true,
      translations: Object.fromEntries<Text>(
        Object.entries(seeded.translations).map(([lang, v]) => {
          const { title, summary, body } = v as Text;
          return [lang, { title, summary, body }];
        }),
      ),
    };
    form.translations.en = { ...form.translations.en!, title: 'Maintenance moved to Monday' };
    expect((await json(editor, '/api/admin/articles/101', form)).statusCode).toBe(200);
    await editor.post('/api/admin/articles/102/unpublish');

    await seedReferenceData(t.database);
    const after = (await editor.get('/api/admin/articles/101')).json().data;
    expect(after.translations.en).toMatchObject({
      title: 'Maintenance moved to Monday',
      updated_by: 'ed@example.com',
    });
    expect(after.translation_status).toEqual({ ...statusesOf('outdated'), en: 'current' });
    expect((await editor.get('/api/admin/articles/102')).json().data.status).toBe('draft');
    const untouched = (await editor.get('/api/admin/articles/201')).json().data;
    expect(untouched.translation_status).toEqual(statusesOf('current'));
  });

  it('publishes now; readers get their language, else English marked as a fallback', async () => {
    await start();
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    const { id } = await create(
      editor,
      notice({
        en: text('Maintenance', 'We upgrade *tonight*.'),
        zh: text('系统维护', '今晚升级。'),
      }),
    );
    const published = await editor.post(`/api/admin/articles/${id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({
      status: 'published',
      published_at: t.clock().toISOString(),
    });

    const zh = (await detail(id, 'zh')).json().data;
    expect(zh).toMatchObject({ title: '系统维护', lang: 'zh', fallback: false });
    expect(zh.html).toBe('<p>今晚升级。</p>');
    const jp = (await detail(id, 'jp')).json().data;
    expect(jp).toMatchObject({ title: 'Maintenance', lang: 'en', fallback: true });
    expect(jp.html).toBe('<p>We upgrade <em>tonight</em>.</p>');
    expect(jp.paragraphs).toEqual(['We upgrade tonight.']);
    const first = (await board({ kind: 'notice' }, 'jp')).items[0];
    expect(first).toMatchObject({ id, title: 'Maintenance', fallback: true, lang: 'en' });
    const hk = (await board({ kind: 'notice' }, 'hk')).items;
    // the seeded notices have every language
    expect(hk.map((i: { fallback: boolean }) => i.fallback)).toEqual([true, false, false]);

    const again = await editor.post(`/api/admin/articles/${id}/publish`);
    expect(again.json()).toMatchObject({ code: 2694 });
    expect(again.statusCode).toBe(409);

    const back = await editor.post(`/api/admin/articles/${id}/unpublish`);
    expect(back.json().data.status).toBe('draft');
    expect((await detail(id)).statusCode).toBe(404);
    const twice = await editor.post(`/api/admin/articles/${id}/unpublish`);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 2695]);
    expect((await audit(editor, id)).map((r: { action: string }) => r.action)).toEqual([
      'article.unpublish',
      'article.publish',
      'article.create',
    ]);
    expect((await audit(editor, id))[1]).toMatchObject({
      before: { status: 'draft', published_at: null },
      after: { status: 'published' },
    });
  });

  it('keeps a scheduled article out of every reader until its time', async () => {
    await start();
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    const { id } = await create(editor, {
      category_id: 4,
      translations: { en: text('Withdrawing to a new network', 'Now on TRON.') },
    });
    const url = `/api/admin/articles/${id}/schedule`;
    const past = await editor.post(url, { publish_at: t.clock().toISOString() });
    expect([past.statusCode, past.json().code]).toEqual([400, 2692]);
    expect(past.json().data).toHaveProperty('publish_at');
    expect((await editor.post(url, { publish_at: 'tomorrow' })).statusCode).toBe(400);

    const at = new Date(t.clock().getTime() + 2 * HOUR).toISOString();
    const scheduled = await editor.post(url, { publish_at: at });
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', published_at: at });
    const search = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/task/search?keyword=new%20network' })).json()
        .data.articles;

    const listed = (await editor.get('/api/admin/articles?status=scheduled')).json().data;
    expect(listed.items.map((i: { id: number }) => i.id)).toEqual([id]);

    t.clock.advance(HOUR);
    expect(ids(await board({ kind: 'help', category_id: '4' }))).not.toContain(id);
    expect((await detail(id)).statusCode).toBe(404);
    expect(await search()).toEqual([]);

    t.clock.advance(HOUR);
    expect(ids(await board({ kind: 'help', category_id: '4' }))).toContain(id);
    expect((await detail(id)).statusCode).toBe(200);
    expect((await search()).map((a: { id: number }) => a.id)).toEqual([id]);
    const counts = (await board({ kind: 'help' })).categories;
    expect(counts.find((c: { id: number }) => c.id === 4).article_count).toBe(3);
    const again = await signIn(t, editor); // the console session ended while idle
    const late = await again.post(url, {
      publish_at: new Date(t.clock().getTime() + HOUR).toISOString(),
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 2694]);
  });

  it("pins an article to the top of its board and chooses Home's notices", async () => {
    await start();
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    const home = await board({ kind: 'notice', on_home: 'true' });
    expect(ids(home)).toEqual([102, 101]); // the seeded notices were on Home, and stay there

    const { id } = await create(editor, notice({ en: text('Holiday hours') }, true));
    await editor.post(`/api/admin/articles/${id}/publish`);
    const quiet = await create(editor, notice({ en: text('Small print') }));
    t.clock.advance(1000);
    await editor.post(`/api/admin/articles/${quiet.id}/publish`);
    expect(ids(await board({ kind: 'notice', on_home: 'true' }))).toEqual([id, 102, 101]);
    expect(ids(await board({ kind: 'notice' }))).toEqual([quiet.id, id, 102, 101]);

    const pinned = await editor.post('/api/admin/articles/101/pin');
    expect(pinned.json().data.pinned).toBe(true);
    const pinnedBoard = await board({ kind: 'notice' });
    expect(ids(pinnedBoard)).toEqual([101, quiet.id, id, 102]);
    expect(pinnedBoard.items[0].pinned).toBe(true);
    await editor.post('/api/admin/articles/101/unpin');
    expect(ids(await board({ kind: 'notice' }))).toEqual([quiet.id, id, 102, 101]);
    expect((await audit(editor, 101)).map((r: { action: string }) => r.action)).toEqual([
      'article.unpin',
      'article.pin',
    ]);

    // Home's flag only means something for notices
    const rule = await create(editor, {
      category_id: 6,
      on_home: true,
      translations: { en: text('Rule') },
    });
    expect(rule.on_home).toBe(false);
  });

  it("chooses one published notice as Home's banner, in the reader's language", async () => {
    await start();
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    const banner = async (lang = 'en') =>
      (await board({ kind: 'notice', banner: 'true', limit: '1' }, lang)).items;
    expect(await banner()).toEqual([]); // none chosen: Home shows its own welcome

    const { id } = await create(
      editor,
      notice({ en: text('Trading week', 'Body.', 'Prizes for all'), zh: text('交易周') }),
    );
    const chosen = await editor.post(`/api/admin/articles/${id}/banner`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({
      message: "The notice is now Home's banner",
      data: { id, on_banner: true },
    });
    expect(await banner()).toEqual([]); // a draft is never shown
    await editor.post(`/api/admin/articles/${id}/publish`);
    expect(await banner()).toMatchObject([
      { id, title: 'Trading week', summary: 'Prizes for all' },
    ]);
    expect(await banner('zh')).toMatchObject([{ id, title: '交易周', fallback: false }]);
    expect(await banner('jp')).toMatchObject([{ id, title: 'Trading week', fallback: true }]);

    // Choosing another notice replaces it, and the audit says which one it replaced.
    const next = await editor.post('/api/admin/articles/102/banner');
    expect(next.json().data.on_banner).toBe(true);
    expect(ids({ items: await banner() })).toEqual([102]);
    expect((await editor.get(`/api/admin/articles/${id}`)).json().data.on_banner).toBe(false);
    const [row] = await audit(editor, 102);
    expect(row).toMatchObject({
      action: 'article.banner',
      before: { on_banner: false },
      after: { on_banner: true, replaced: id },
    });
    const list = (await editor.get('/api/admin/articles?kind=notice')).json().data.items;
    expect(
      list.filter((a: { on_banner: boolean }) => a.on_banner).map((a: { id: number }) => a.id),
    ).toEqual([102]);

    // Only a notice, in the operator's language; removing it brings the welcome back.
    const rule = await create(editor, { category_id: 6, translations: { en: text('Rule') } });
    const refused = await t.post(
      `/api/admin/articles/${rule.id}/banner`,
      {},
      { cookie: editor.cookie, 'x-csrf-token': editor.csrf, lang: 'zh' },
    );
    expect([refused.statusCode, refused.json().code]).toEqual([409, 2696]);
    expect(refused.json().message).toBe('只有公告才能设为首页横幅');
    const removed = await editor.post('/api/admin/articles/102/unbanner');
    expect(removed.json().data.on_banner).toBe(false);
    expect(await banner()).toEqual([]);
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
    expect((await viewer.post('/api/admin/articles/102/banner')).statusCode).toBe(403);
  });

  it('refuses what the contract or the content rules forbid, in the operator language', async () => {
    await start();
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    const refused = async (form: unknown, status: number, code?: number, lang = 'en') => {
      const res = await json(editor, '/api/admin/articles', form, lang);
      expect(res.statusCode, res.body).toBe(status);
      if (code) expect(res.json().code).toBe(code);
      return res.json();
    };
    await refused({ category_id: 1, translations: { zh: text('只有中文') } }, 400);
    await refused(notice({ en: text('x'.repeat(121)) }), 400);
    await refused(notice({ en: { title: 'No body', body: '' } }), 400);
    await refused(notice({ en: text('ok', 'y'.repeat(20_001)) }), 400);
    const blank = await refused(notice({ en: text('   ') }), 400, 2693, 'zh');
    expect(blank.message).toBe('标题和正文不能只有空格');
    expect(blank.data).toEqual({ 'translations.en.title': '标题和正文不能只有空格' });
    const unknown = await refused({ ...notice({ en: text('ok') }), category_id: 99 }, 400, 2691);
    expect(unknown.message).toBe('There is no category 99');
    const missing = await editor.get('/api/admin/articles/99999');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 2690]);
    expect((await editor.post('/api/admin/articles/99999/pin')).statusCode).toBe(404);
  });

  it('lets every role read and only editors and admins write', async () => {
    await start();
    const admin = await consoleAs(t, 'boss@example.com', 'admin');
    const { id } = await create(admin, notice({ en: text('By the admin') }));
    for (const role of ['viewer', 'reviewer', 'finance'] as const) {
      const s = await consoleAs(t, `${role}@example.com`, role);
      expect((await s.get('/api/admin/articles')).statusCode).toBe(200);
      expect((await s.get(`/api/admin/articles/${id}`)).statusCode).toBe(200);
      const writes = [
        await json(s, '/api/admin/articles', notice({ en: text('No') })),
        await json(s, `/api/admin/articles/${id}`, notice({ en: text('No') })),
        await s.post(`/api/admin/articles/${id}/publish`),
        await s.post(`/api/admin/articles/${id}/pin`),
      ];
      for (const res of writes) expect([res.statusCode, res.json().code]).toEqual([403, 2606]);
    }
    const editor = await consoleAs(t, 'ed@example.com', 'editor');
    expect((await editor.post(`/api/admin/articles/${id}/publish`)).statusCode).toBe(200);
    // an editor is no reviewer or finance operator
    expect((await editor.get('/api/admin/users')).statusCode).toBe(200);
    const adjust = await editor.post('/api/admin/users/1/adjust', {
      currency: 'USDT',
      amount: '1',
      account: 'spot',
      reason: 'x',
    });
    expect(adjust.statusCode).toBe(403);
    // and nobody writes without the session's CSRF token
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/admin/articles/${id}/unpublish`,
      headers: { cookie: editor.cookie },
    });
    expect(forged.statusCode).toBe(403);
  });
});
