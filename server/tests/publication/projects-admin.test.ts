import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import { backends } from '../helpers/backends.ts';
import { consoleAs, type ConsoleSession } from '../operators/support.ts';
import { BTC, DAY, LUMA, startPubApp, USDT, type PubApp } from './fixture.ts';

// The console's new-coin subscription projects: an operator creates, opens, edits and closes
// projects while users subscribe. A subscription keeps the terms it was made under (issue price,
// lock-up): an edit or a close only affects new ones. Every change is audited.

const FIXED: Record<number, string> = { [BTC]: '50000', [USDT]: '1' };
const fixed: PriceSource = { supports: (id) => id in FIXED, usdtPrice: (id) => FIXED[id] ?? '0' };

describe.each(backends())('console subscription projects on $name', (backend) => {
  let t: PubApp;
  let previous: PriceSource;
  beforeAll(() => void (previous = setPriceSource(fixed)));
  afterAll(() => void setPriceSource(previous));
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  const send = (
    s: ConsoleSession,
    method: 'POST' | 'PUT',
    url: string,
    form: Record<string, string>,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload: new URLSearchParams(form).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: s.cookie,
        'x-csrf-token': s.csrf,
        lang,
      },
    });
  const subscribe = (token: string, amount: string, project = 1, currency = USDT, lang = 'en') =>
    t.post(
      '/api/project/subscribe',
      { project_id: String(project), currency_id: String(currency), amount },
      { authorization: token, lang },
    );
  const audits = async () =>
    t.database.query<{ action: string; target_id: string; before: unknown; after: unknown }>(
      `SELECT action, target_id, before, after FROM audit_log
        WHERE target_type = 'project' ORDER BY id`,
    );
  const count = async (table: string) =>
    Number((await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  const iso = (days: number) => new Date(t.clock().getTime() + days * DAY).toISOString();
  /** The form of a project as the console shows it (to edit a few fields of it). */
  const formOf = (p: Record<string, unknown>): Record<string, string> => {
    const intro = p.intro as Record<string, string>;
    return {
      currency: String(p.currency),
      ...Object.fromEntries(Object.entries(intro).map(([lang, text]) => [`intro_${lang}`, text])),
      issue_price: String(p.issue_price),
      payment_coins: (p.payment_coins as { currency: string }[]).map((c) => c.currency).join(','),
      starts_at: String(p.starts_at),
      ends_at: String(p.ends_at),
      launch_at: String(p.launch_at),
      lock_days: String(p.lock_days),
      supply: String(p.supply),
      min_usdt: String(p.min_usdt),
      max_usdt: String(p.max_usdt),
      user_limit_usdt: p.user_limit_usdt === null ? '' : String(p.user_limit_usdt),
      sort: String(p.sort),
    };
  };

  it('old subscriptions keep their lock-up and quantity after an edit and a close; new ones get the new terms', async () => {
    t = await startPubApp(await backend.open());
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    const carol = await t.user('carol@example.com');
    for (const u of [alice, bob, carol]) await t.fund(u.id, USDT, '1000');

    // Alice: 500 USDT at 0.05 = 10000 LUMA, locked 30 days.
    const first = await subscribe(alice.token, '500');
    expect(first.json().data).toMatchObject({ quantity: '10000', status: 'under_review' });
    const project = (await admin.get('/api/admin/products/projects/1')).json().data;
    expect(project).toMatchObject({
      currency: 'LUMA',
      issue_price: '0.05',
      lock_days: 30,
      state: 'open',
      status: 'open',
      subscriptions: 1,
      under_review: 1,
      reserved: '10000',
    });

    const edited = await send(admin, 'PUT', '/api/admin/products/projects/1', {
      ...formOf(project),
      issue_price: '0.1',
      lock_days: '5',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Project saved; subscriptions already made keep their terms',
      data: { issue_price: '0.1', lock_days: 5, subscriptions: 1 },
    });
    // Bob, after the edit: 500 USDT at 0.1 = 5000 LUMA, locked 5 days.
    const second = await subscribe(bob.token, '500');
    expect(second.json().data).toMatchObject({ quantity: '5000' });

    const closed = await send(admin, 'POST', '/api/admin/products/projects/1/state', {
      state: 'closed',
    });
    expect(closed.json().data).toMatchObject({
      state: 'closed',
      status: 'closed',
      subscriptions: 2,
    });
    // Closed: refused in the user's language, gone from the app's list, shown as ended.
    const refused = await subscribe(carol.token, '100', 1, USDT, 'zh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 2744, message: '该项目已停止申购' });
    const list = (await t.get('/api/project/projectList')).json().data as { id: number }[];
    expect(list.map((p) => p.id)).not.toContain(1);
    expect((await t.get('/api/project/projectDetail?id=1')).json().data.state).toBe('launched');
    expect(await t.balance(carol.id, USDT)).toEqual({ available: '1000', frozen: '0' });

    // Both are approved after the edit and the close, through the review path.
    await t.review('approve', first.json().data.id);
    await t.review('approve', second.json().data.id);
    expect(await t.balance(alice.id, LUMA)).toEqual({ available: '0', frozen: '10000' });
    expect(await t.balance(bob.id, LUMA)).toEqual({ available: '0', frozen: '5000' });

    t.clock.advance(6 * DAY);
    await t.app.scheduler.runAll();
    expect(await t.balance(bob.id, LUMA)).toEqual({ available: '5000', frozen: '0' });
    // Alice's 30-day lock-up still holds although the project now says 5.
    expect(await t.balance(alice.id, LUMA)).toEqual({ available: '0', frozen: '10000' });
    t.clock.advance(24 * DAY);
    await t.app.scheduler.runAll();
    expect(await t.balance(alice.id, LUMA)).toEqual({ available: '10000', frozen: '0' });
    const records = (await t.get('/api/project/record', await t.login('alice@example.com'))).json()
      .data.items;
    expect(records[0]).toMatchObject({ status: 'passed', locked: false, quantity: '10000' });
    expect(await t.reconciles()).toBe(true);

    const rows = await audits();
    expect(rows.map((r) => r.action)).toEqual(['project.update', 'project.state']);
    expect(rows[0]).toMatchObject({
      target_id: '1',
      before: { issue_price: '0.05', lock_days: 30 },
      after: { issue_price: '0.1', lock_days: 5 },
    });
    expect(rows[1]).toMatchObject({ before: { state: 'open' }, after: { state: 'closed' } });
  });

  it('refuses bad terms field by field, in the operator language, and writes nothing', async () => {
    t = await startPubApp(await backend.open());
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const good = {
      currency: 'ORBT',
      intro_en: 'x',
      issue_price: '0.1',
      payment_coins: 'USDT',
      starts_at: iso(1),
      ends_at: iso(10),
      launch_at: iso(12),
      lock_days: '0',
      supply: '1000',
      min_usdt: '10',
      max_usdt: '100',
    };
    const projects = await count('projects');
    const bad = await send(
      admin,
      'POST',
      '/api/admin/products/projects',
      {
        currency: 'NOPE',
        intro_en: ' ',
        issue_price: '0',
        payment_coins: '',
        starts_at: iso(5),
        ends_at: iso(5),
        launch_at: 'soon',
        lock_days: '-1',
        supply: '0',
        min_usdt: '20',
        max_usdt: '10',
        user_limit_usdt: '5',
        sort: 'x',
      },
      'zh',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'error', code: 2741 });
    expect(Object.keys(bad.json().data).sort()).toEqual(
      [
        'currency',
        'intro_en',
        'issue_price',
        'payment_coins',
        'ends_at',
        'launch_at',
        'lock_days',
        'supply',
        'max_usdt',
        'user_limit_usdt',
        'sort',
      ].sort(),
    );
    expect(bad.json().data.intro_en).toBe('英文介绍为必填项');
    const refusedOf = async (form: Record<string, string>) =>
      Object.keys((await send(admin, 'POST', '/api/admin/products/projects', form)).json().data);
    // The coin's decimals (ORBT has 6), the launch before the end, USDT is not issued.
    expect(await refusedOf({ ...good, supply: '1.1234567' })).toEqual(['supply']);
    expect(await refusedOf({ ...good, launch_at: iso(9) })).toEqual(['launch_at']);
    expect(await refusedOf({ ...good, currency: 'USDT' })).toEqual(['currency']);
    expect(await refusedOf({ ...good, payment_coins: 'USDT,ORBT' })).toEqual(['payment_coins']);
    // A delisted coin cannot pay.
    await t.database.query('UPDATE currencies SET enabled = false WHERE id = $1', [BTC]);
    const delisted = await send(admin, 'POST', '/api/admin/products/projects', {
      ...good,
      payment_coins: 'USDT,BTC',
    });
    expect(delisted.json().data).toEqual({
      payment_coins: 'Payment coins must be listed coins (BTC is not one)',
    });
    // One project per coin.
    const duplicate = await send(admin, 'POST', '/api/admin/products/projects', {
      ...good,
      currency: 'luma',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe(2742);
    // The supply cannot go below what subscriptions hold.
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '1000');
    expect((await subscribe(alice.token, '500')).statusCode).toBe(200);
    const luma = (await admin.get('/api/admin/products/projects/1')).json().data;
    const shrink = await send(admin, 'PUT', '/api/admin/products/projects/1', {
      ...formOf(luma),
      supply: '9999',
    });
    expect(shrink.json()).toMatchObject({
      code: 2741,
      data: { supply: 'The supply cannot be below what subscriptions already hold (10000)' },
    });
    expect(
      (await send(admin, 'POST', '/api/admin/products/projects/9999/state', { state: 'open' }))
        .statusCode,
    ).toBe(404);
    expect(await count('projects')).toBe(projects);
    expect(await audits()).toEqual([]);
    // Two operators create one coin's project at once: one is saved, the other is told why.
    const racing = await Promise.all(
      [1, 2].map(() =>
        send(admin, 'POST', '/api/admin/products/projects', { ...good, currency: 'ETH' }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(racing.map((r) => r.json().code).sort()).toEqual([1, 2742]);
    expect(await count('projects')).toBe(projects + 1);
  });

  it('a draft on a delisted new coin: hidden, opened, per-user total, delisted payment coin, roles', async () => {
    t = await startPubApp(await backend.open());
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
    // A new coin starts delisted (console coins); its project may still be made on it.
    const coin = await send(admin, 'POST', '/api/admin/coins', {
      symbol: 'NOVA',
      name: 'Nova',
      decimals: '4',
    });
    expect(coin.statusCode, coin.body).toBe(200);
    const created = await send(admin, 'POST', '/api/admin/products/projects', {
      currency: 'nova',
      intro_en: 'Nova is new.',
      intro_zh: 'Nova 是新币。',
      issue_price: '0.5',
      payment_coins: 'USDT, BTC',
      starts_at: iso(-1),
      ends_at: iso(10),
      launch_at: iso(10),
      lock_days: '0',
      supply: '100000',
      min_usdt: '10',
      max_usdt: '100',
      user_limit_usdt: '150',
    });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data;
    expect(project).toMatchObject({
      currency: 'NOVA',
      listed: false,
      state: 'draft',
      status: 'draft',
      payment_coins: [
        { currency: 'USDT', listed: true },
        { currency: 'BTC', listed: true },
      ],
      user_limit_usdt: '150',
      translations: { en: 'current', zh: 'current', jp: 'missing' },
    });
    const id = project.id as number;
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '1000');
    await t.fund(alice.id, BTC, '1');
    const ids = async () =>
      ((await t.get('/api/project/projectList')).json().data as { id: number }[]).map((p) => p.id);
    expect(await ids()).not.toContain(id);
    expect((await t.get(`/api/project/projectDetail?id=${id}`)).statusCode).toBe(404);
    expect((await subscribe(alice.token, '50', id)).statusCode).toBe(404);

    // Viewers read, only admin changes.
    const listed = (await viewer.get('/api/admin/products/projects')).json().data;
    expect(listed.items.length).toBe(4);
    // The form's pickers: every coin with its places, the new one marked delisted.
    expect(listed.coins).toContainEqual({
      currency_id: coin.json().data.id,
      currency: 'NOVA',
      decimals: 4,
      listed: false,
    });
    expect(listed.coins).toContainEqual(
      expect.objectContaining({ currency: 'USDT', decimals: 8, listed: true }),
    );
    expect(
      (await viewer.post(`/api/admin/products/projects/${id}/state`, { state: 'open' })).statusCode,
    ).toBe(403);
    const opened = await admin.post(`/api/admin/products/projects/${id}/state`, { state: 'open' });
    expect(opened.json().data).toMatchObject({ state: 'open', status: 'open' });
    expect(await ids()).toContain(id);
    const detail = (await t.get(`/api/project/projectDetail?id=${id}`, undefined, 'jp')).json()
      .data;
    expect(detail).toMatchObject({
      currency: 'NOVA',
      intro: 'Nova is new.',
      user_limit_usdt: '150',
    });
    const leftOf = async () =>
      (await t.get(`/api/project/project?id=${id}`, alice.token)).json().data.user_left_usdt;
    expect(await leftOf()).toBe('150');

    // Per-user total: 100 + 40 fit in 150, 20 more does not.
    expect((await subscribe(alice.token, '100', id)).statusCode).toBe(200);
    expect((await subscribe(alice.token, '40', id)).statusCode).toBe(200);
    const over = await subscribe(alice.token, '20', id, USDT, 'esp');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 2746,
      message: 'Supera su límite en este proyecto: aún puede suscribir 10 USDT',
    });
    // The app's form says what is left before the user tries.
    expect(await leftOf()).toBe('10');
    // With subscriptions, it cannot return to draft nor change coin.
    const back = await admin.post(`/api/admin/products/projects/${id}/state`, { state: 'draft' });
    expect(back.json().code).toBe(2743);
    const current = (await admin.get(`/api/admin/products/projects/${id}`)).json().data;
    expect(current).toMatchObject({ subscriptions: 2, under_review: 2 });
    const recoin = await send(admin, 'PUT', `/api/admin/products/projects/${id}`, {
      ...formOf(current),
      currency: 'ORBT',
    });
    expect(recoin.json().code).toBe(2743);
    // An edit of the English text marks the other languages out of date.
    t.clock.advance(60_000);
    const retext = await send(admin, 'PUT', `/api/admin/products/projects/${id}`, {
      ...formOf(current),
      intro_en: 'Nova is newer.',
    });
    expect(retext.json().data.translations).toMatchObject({ en: 'current', zh: 'outdated' });

    // A delisted payment coin leaves the form and is refused, in the user's language.
    await t.database.query('UPDATE currencies SET enabled = false WHERE id = $1', [BTC]);
    const form = (await t.get(`/api/project/project?id=${id}`, alice.token)).json().data;
    expect(form.balances.map((b: { currency: string }) => b.currency)).toEqual(['USDT']);
    const byBtc = await subscribe(alice.token, '0.0002', id, BTC, 'kr');
    expect(byBtc.statusCode).toBe(409);
    expect(byBtc.json()).toMatchObject({ code: 2745 });
    expect(byBtc.json().message).toContain('BTC');
    expect(await t.balance(alice.id, BTC)).toEqual({ available: '1', frozen: '0' });

    const rows = await audits();
    expect(rows.map((r) => r.action)).toEqual([
      'project.create',
      'project.state',
      'project.update',
    ]);
    expect(rows[0]).toMatchObject({ before: null, after: { currency: 'NOVA', state: 'draft' } });
  });
});
