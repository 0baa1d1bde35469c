import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { startCommunityApp, type CommunityApp } from './fixture.ts';

describe.each(backends())('referral team, ranking, poster and share on $name', (backend) => {
  let t: CommunityApp;
  afterEach(() => t?.close());

  it('links a registration with an invite code to the inviter, and shows the team only to its owner', async () => {
    t = await startCommunityApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const code = await t.inviteCode(alice.id);
    const bob = await t.invited('bob@example.com', code.toLowerCase());
    const carol = await t.invited('carol@example.com', bob.inviteCode);
    const direct = (
      await t.post('/api/user/my_invite_list', {}, { authorization: alice.token })
    ).json().data;
    expect(direct).toMatchObject({
      total: 1,
      items: [
        {
          account: 'bo***@example.com',
          kyc_status: 'unverified',
          level: 1,
          depth: 1,
          team_count: 1,
        },
      ],
    });
    const team = (
      await t.post(
        '/api/user/invite_list',
        { page: '1', limit: '10' },
        { authorization: alice.token },
      )
    ).json().data;
    expect(team.total).toBe(2);
    expect(team.items.map((m: { account: string; depth: number }) => [m.account, m.depth])).toEqual(
      [
        ['ca***@example.com', 2],
        ['bo***@example.com', 1],
      ],
    );
    // Bob's team is only Carol; Carol has none; nobody sees Alice's team but Alice.
    expect(
      (await t.post('/api/user/invite_list', {}, { authorization: bob.token })).json().data.total,
    ).toBe(1);
    expect(
      (await t.post('/api/user/invite_list', {}, { authorization: carol.token })).json().data.total,
    ).toBe(0);
    const invite = (await t.get('/api/user/invite', alice.token)).json().data;
    expect(invite).toMatchObject({
      invite_code: code,
      level: 1,
      level_name: 'Member',
      rebate_ratio: '0.1',
      team_count: 2,
      direct_count: 1,
    });
    expect(invite.invite_link).toMatch(
      new RegExp(`/h5/#/pages/user/login/register\\?code=${code}$`),
    );
    // Anonymous callers get the session error.
    const anonymous = await t.post('/api/user/invite_list', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().type).toBe('999');
  });

  it('refuses an unknown invite code at registration', async () => {
    t = await startCommunityApp(await backend.open());
    await expect(t.invited('bob@example.com', 'ZZZZZZZZ')).rejects.toThrow(/register/);
  });

  it('ranks the top 10 inviters by direct team size, ties to the earlier registration', async () => {
    t = await startCommunityApp(await backend.open());
    const me = await t.user('me@example.com');
    const inviters = [];
    for (let i = 0; i < 12; i++)
      inviters.push(await t.row(`inviter${String(i).padStart(2, '0')}@example.com`, null));
    // inviter i gets (i % 6) + 1 members: sizes 1..6 twice.
    let n = 0;
    for (const [i, inviter] of inviters.entries()) {
      for (let k = 0; k < (i % 6) + 1; k++) await t.row(`member${n++}@example.com`, inviter.id);
    }
    const { ranking, levels } = (await t.get('/api/user/center2', me.token)).json().data;
    expect(ranking).toHaveLength(10);
    expect(ranking.map((r: { team_count: number }) => r.team_count)).toEqual([
      6, 6, 5, 5, 4, 4, 3, 3, 2, 2,
    ]);
    expect(ranking[0]).toMatchObject({ rank: 1, account: 'in***@example.com', level: 2 });
    expect(ranking.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(levels.map((l: { authorization_code: string }) => l.authorization_code)).toEqual([
      'M1',
      'P2',
      'P3',
      'X4',
    ]);
    const zh = (await t.get('/api/user/center2', me.token, 'zh')).json().data;
    expect(zh.levels[1].name).toBe('合伙人');
    expect(zh.authorization_code).toBeNull();
  });

  it('gives poster and share data with the invite link in the reader language', async () => {
    t = await startCommunityApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const code = await t.inviteCode(alice.id);
    const poster = (await t.get('/api/user/my_poster', alice.token)).json().data;
    expect(poster).toMatchObject({
      invite_code: code,
      title: 'Trade crypto with me',
      subtitle: 'Scan the code to register',
    });
    expect(poster.invite_link).toContain(`register?code=${code}`);
    const share = (await t.get('/api/user/my_share', alice.token, 'th')).json().data;
    expect(share.title).toBe('มาร่วมเทรดกับฉัน');
    expect(share.text).toContain(code);
    expect(share.text).toContain(share.invite_link);
    await t.database.query(
      `INSERT INTO settings (key, value) VALUES ('app_url', 'https://app.example.com/') ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    expect((await t.get('/api/user/my_share', alice.token)).json().data.invite_link).toBe(
      `https://app.example.com/h5/#/pages/user/login/register?code=${code}`,
    );
  });

  it('sends a binding code to a new e-mail only, rate limited', async () => {
    t = await startCommunityApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.user('taken@example.com');
    const send = (user_string: string, extra: Record<string, string> = {}) =>
      t.post('/api/set/sms_other_mail', { user_string, ...extra }, { authorization: alice.token });
    expect((await send('new@example.com')).statusCode).toBe(200);
    const outbox = await t.database.query<{ target: string }>(
      `SELECT target FROM outbox WHERE target = 'new@example.com'`,
    );
    expect(outbox).toHaveLength(1);
    expect((await send('new@example.com')).statusCode).toBe(429);
    expect((await send('taken@example.com')).statusCode).toBe(409);
    expect((await send('not-an-email')).statusCode).toBe(400);
    expect((await send('13800138000', { area_code: '86' })).statusCode).toBe(200);
    expect(
      (await t.post('/api/set/sms_other_mail', { user_string: 'x@example.com' })).statusCode,
    ).toBe(401);
  });
});
