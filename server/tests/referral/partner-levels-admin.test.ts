import { afterEach, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/ledger/index.ts';
import { payRebate } from '../../src/modules/referral/index.ts';
import { backends } from '../helpers/backends.ts';
import { consoleAs, type ConsoleSession } from '../operators/support.ts';
import { startCommunityApp, type CommunityApp } from '../community/fixture.ts';

// The console's partner levels: an operator creates, edits and removes levels while users earn
// rebates. A rebate keeps the ratio it was paid at (referral_rebates.ratio); the next one and the
// app's partner pages use the edited level at once. Every change is audited with before and after.

const USDT = 3;
const URL = '/api/admin/products/partners';
const LEVEL5 = {
  level: '5',
  name_en: 'Ambassador',
  name_zh: '大使',
  authorization_code: 'A5',
  min_team: '100',
  rebate_ratio: '0.45',
};
const level1 = (ratio: string, extra: Record<string, string> = {}) => ({
  name_en: 'Member',
  name_zh: '会员',
  authorization_code: 'M1',
  min_team: '0',
  rebate_ratio: ratio,
  ...extra,
});

describe.each(backends())('console partner levels on $name', (backend) => {
  let t: CommunityApp;
  afterEach(() => t?.close());

  const send = (
    s: ConsoleSession,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    form: Record<string, string> = {},
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload: method === 'DELETE' ? undefined : new URLSearchParams(form).toString(),
      headers: {
        cookie: s.cookie,
        'x-csrf-token': s.csrf,
        ...(method === 'DELETE' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        lang,
      },
    });
  const audits = async () =>
    t.database.query<{ action: string; target_id: string; before: unknown; after: unknown }>(
      `SELECT action, target_id, before, after FROM audit_log
        WHERE target_type = 'partner_level' ORDER BY id`,
    );
  const levelCount = async () =>
    Number(
      (await t.database.query<{ n: string }>('SELECT count(*) AS n FROM partner_levels'))[0]!.n,
    );

  it('lists with users per level, refuses bad fields and broken order, keeps viewers to reading, audits each change', async () => {
    t = await startCommunityApp(await backend.open());
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
    const boss = await t.row('boss@example.com', null);
    for (let i = 0; i < 5; i++) await t.row(`m${i}@example.com`, boss.id);

    const list = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { cookie: viewer.cookie, lang: 'jp' },
    });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items;
    expect(items.map((l: { level: number }) => l.level)).toEqual([1, 2, 3, 4]);
    expect(items[1]).toEqual({
      level: 2,
      name: 'パートナー',
      names: {
        en: 'Partner',
        zh: '合伙人',
        hk: '合夥人',
        jp: 'パートナー',
        kr: '파트너',
        esp: 'Socio',
        th: 'พาร์ทเนอร์',
      },
      missing_languages: [],
      authorization_code: 'P2',
      min_team: 5,
      rebate_ratio: '0.2',
      users: 1,
    });
    expect(items.map((l: { users: number }) => l.users)).toEqual([5, 1, 0, 0]);
    expect((await send(viewer, 'POST', URL, LEVEL5)).statusCode).toBe(403);
    expect((await send(viewer, 'DELETE', `${URL}/4`)).statusCode).toBe(403);

    const bad = await send(
      admin,
      'POST',
      URL,
      {
        level: 'x',
        name_en: ' ',
        name_th: 'ก'.repeat(41),
        authorization_code: 'a-5',
        min_team: '-1',
        rebate_ratio: '0.1234567',
      },
      'zh',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(2771);
    expect(Object.keys(bad.json().data).sort()).toEqual([
      'authorization_code',
      'level',
      'min_team',
      'name_en',
      'name_th',
      'rebate_ratio',
    ]);
    expect(bad.json().data.rebate_ratio).toBe('返佣比例须不小于 0 且小于 1，最多 6 位小数');
    const one = await send(admin, 'PUT', `${URL}/1`, level1('0.1', { min_team: '1' }));
    expect(one.json()).toMatchObject({ code: 2771, data: { min_team: expect.any(String) } });
    expect((await send(admin, 'PUT', `${URL}/1`, level1('1'))).json().code).toBe(2771);

    // The order: above level 4's minimum team of 50, not below its 40 % ratio.
    const order = await send(admin, 'POST', URL, {
      ...LEVEL5,
      min_team: '50',
      rebate_ratio: '0.39',
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().code).toBe(2773);
    expect(order.json().data).toEqual({
      min_team: 'The minimum direct team must be above level 4’s 50',
      rebate_ratio: 'The rebate ratio cannot be below level 4’s 40 %',
    });
    const squeezed = await send(admin, 'PUT', `${URL}/2`, {
      name_en: 'Partner',
      authorization_code: 'P2',
      min_team: '20',
      rebate_ratio: '0.31',
    });
    expect(squeezed.json()).toMatchObject({ code: 2773 });
    expect(Object.keys(squeezed.json().data).sort()).toEqual(['min_team', 'rebate_ratio']);
    const taken = await send(admin, 'POST', URL, { ...LEVEL5, authorization_code: 'P3' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 2774,
      message: 'Authorization code P3 is already used by level 3',
    });
    expect((await send(admin, 'POST', URL, { ...LEVEL5, level: '7' })).json().code).toBe(2772);
    expect(await levelCount()).toBe(4);

    const created = await send(admin, 'POST', URL, LEVEL5);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      level: 5,
      name: 'Ambassador',
      names: { en: 'Ambassador', zh: '大使', jp: '' },
      missing_languages: ['hk', 'jp', 'kr', 'esp', 'th'],
      rebate_ratio: '0.45',
      users: 0,
    });
    // Two operators creating level 6 at once: one wins, the other is told it exists - never a 500.
    const six = { ...LEVEL5, level: '6', authorization_code: 'A6', min_team: '200' };
    const race = await Promise.all([
      send(admin, 'POST', URL, six),
      send(admin, 'POST', URL, { ...six, authorization_code: 'B6' }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(race.find((r) => r.statusCode === 409)!.json().code).toBe(2772);

    expect((await admin.get(`${URL}/9`)).json().code).toBe(2770);
    expect((await send(admin, 'PUT', `${URL}/9`, level1('0.1'))).statusCode).toBe(404);
    const middle = await send(admin, 'DELETE', `${URL}/3`, {}, 'esp');
    expect(middle.statusCode).toBe(409);
    expect(middle.json()).toMatchObject({
      code: 2775,
      message: 'Solo se puede eliminar el nivel más alto (6), no el nivel 3',
    });
    expect((await send(admin, 'DELETE', `${URL}/1`)).json().code).toBe(2776);
    const removed = await send(admin, 'DELETE', `${URL}/6`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ level: 6 });
    expect(await levelCount()).toBe(5);

    const log = await audits();
    expect(log.map((a) => [a.action, a.target_id])).toEqual([
      ['partner_level.create', '5'],
      ['partner_level.create', '6'],
      ['partner_level.delete', '6'],
    ]);
    expect(log[0]!.before).toBeNull();
    expect(log[0]!.after).toMatchObject({ level: 5, authorization_code: 'A5', min_team: 100 });
    expect(log[2]!.before).toMatchObject({ level: 6, min_team: 200 });
    expect(log[2]!.after).toBeNull();
  });

  it('a paid rebate keeps its ratio; the next rebate and the app use the edited level', async () => {
    t = await startCommunityApp(await backend.open());
    const admin = await consoleAs(t, 'admin@example.com', 'admin');
    const alice = await t.user('alice@example.com');
    const bob = await t.invited('bob@example.com', await t.inviteCode(alice.id));
    await t.fund(bob.id, USDT, '100');
    const chargeFee = (fee: string, sourceKey: string) =>
      t.ledger.run(async (tx) => {
        await tx.debit({
          userId: bob.id,
          currencyId: USDT,
          amount: fee,
          to: 'fees',
          key: `test-fee:${sourceKey}`,
        });
        return payRebate(tx, {
          tradeUserId: bob.id,
          currencyId: USDT,
          fee,
          sourceKey,
          at: t.clock(),
        });
      });
    const center = async (lang = 'en') =>
      (await t.get('/api/user/center2', alice.token, lang)).json().data;

    expect(await chargeFee('10', 'fee:1')).toMatchObject({ amount: '1' }); // level 1: 10 %
    expect(await center('zh')).toMatchObject({ level: 1, level_name: '会员', rebate_ratio: '0.1' });

    // Level 1 now pays 15 % and has no Chinese name of its own (the English one is shown).
    const edited = await send(admin, 'PUT', `${URL}/1`, level1('0.15', { name_zh: '' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      rebate_ratio: '0.15',
      missing_languages: ['zh', 'hk', 'jp', 'kr', 'esp', 'th'],
      users: 2,
    });
    const app = await center('zh');
    expect(app).toMatchObject({ level: 1, level_name: 'Member', rebate_ratio: '0.15' });
    expect(app.levels[0]).toMatchObject({ level: 1, name: 'Member', rebate_ratio: '0.15' });
    const invite = (await t.get('/api/user/invite', alice.token)).json();
    expect(invite.data).toMatchObject({ level: 1, rebate_ratio: '0.15' });

    expect(await chargeFee('10', 'fee:2')).toMatchObject({ amount: '1.5' });
    const paid = await t.database.query<{ source_key: string; ratio: string; amount: string }>(
      `SELECT source_key, ratio::float8::text AS ratio, amount::float8::text AS amount
         FROM referral_rebates ORDER BY id`,
    );
    expect(paid).toEqual([
      { source_key: 'fee:1', ratio: '0.1', amount: '1' },
      { source_key: 'fee:2', ratio: '0.15', amount: '1.5' },
    ]);
    const rebates = (
      await t.post('/api/user/my_account_return', {}, { authorization: alice.token })
    ).json().data;
    expect(rebates.items.map((r: { ratio: string }) => r.ratio)).toEqual(['0.15', '0.1']);
    expect(await t.spot(alice.id, USDT)).toBe('2.5');

    const [audit] = await audits();
    expect(audit).toMatchObject({
      action: 'partner_level.update',
      target_id: '1',
      before: { rebate_ratio: '0.1', names: { zh: '会员' } },
      after: { rebate_ratio: '0.15', names: { en: 'Member' } },
    });
    expect((audit!.after as { names: Record<string, string> }).names.zh).toBeUndefined();
    expect((await reconcile(t.database)).ok).toBe(true);
  });
});
