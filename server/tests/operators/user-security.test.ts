import { afterEach, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import { backends } from '../helpers/backends.ts';
import type { User } from '../security/support.ts';
import { startWithdrawApp, type WithdrawApp } from '../withdraw/fixture.ts';
import { consoleAs } from './support.ts';

// The console's view of a user's security: sessions with their device and last use, ending one of
// them (audited, told to its sockets only), and the user's account activity.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe.each(backends())('console user security on $name', (backend) => {
  let t: WithdrawApp;
  afterEach(async () => t?.close());

  const idOf = (u: User) => u.session.user.id;
  const signIn = (email: string, ua: string) =>
    t.post(
      '/api/user/login',
      { type: 'email', user_string: email, password: 'secret123' },
      { 'user-agent': ua },
    );

  it('ends one session of a user: audited, that token stops, only its sockets are told', async () => {
    t = await startWithdrawApp(await backend.open());
    const u = await t.user('lost@example.com');
    const phone = (await signIn('lost@example.com', IPHONE)).json().data.token as string;
    const reviewer = await consoleAs(t, 'rev@example.com', 'reviewer');
    const sessions = (await reviewer.get(`/api/admin/users/${idOf(u)}`)).json().data.sessions;
    expect(sessions).toHaveLength(2);
    const iphone = sessions.find((s: { os: string | null }) => s.os === 'iOS 18.1');
    expect(iphone).toMatchObject({
      browser: 'Safari 18',
      device: 'mobile',
      last_used_at: expect.any(String),
    });

    await t.app.events.delivered();
    const seen: BusEvent[] = [];
    t.app.events.onUser(idOf(u), (e) => seen.push(e));
    const end = (s: typeof reviewer, sessionId: number, reason = 'Phone reported stolen') =>
      s.post(`/api/admin/users/${idOf(u)}/sessions/${sessionId}/end`, { reason });

    const viewer = await consoleAs(t, 'view@example.com', 'viewer');
    expect((await end(viewer, iphone.id)).statusCode).toBe(403);
    expect((await end(reviewer, iphone.id, '   ')).statusCode).toBe(400);
    expect((await end(reviewer, iphone.id)).json()).toMatchObject({ code: 1, data: null });
    expect((await end(reviewer, iphone.id)).statusCode).toBe(404); // already over

    const asks = (token: string) => t.post('/api/wallet/list', {}, { authorization: token });
    expect((await asks(phone)).statusCode).toBe(401);
    expect((await asks(u.session.token)).statusCode).toBe(200); // the other one lives on
    await t.app.events.delivered();
    expect(seen).toEqual([
      expect.objectContaining({
        type: 'session.ended',
        data: { reason: 'operator', session_ids: [iphone.id] },
      }),
    ]);
    const audit = (await reviewer.get('/api/admin/audit?action=user.end_session')).json().data
      .items;
    expect(audit).toMatchObject([
      {
        target_id: String(idOf(u)),
        before: { session_id: iphone.id, live: true, os: 'iOS 18.1' },
        after: { session_id: iphone.id, live: false },
        reason: 'Phone reported stolen',
      },
    ]);
    // The user reads it too, with the phone that was signed out (not the operator's browser).
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/security/activity',
      headers: { authorization: u.session.token },
    });
    expect(activity.json().data.items[0]).toMatchObject({
      kind: 'signed_out_by_support',
      browser: 'Safari 18',
      os: 'iOS 18.1',
      device: 'mobile',
    });
  });

  it("refuses a session of another user, through this user's page", async () => {
    t = await startWithdrawApp(await backend.open());
    const a = await t.user('a@example.com');
    const b = await t.user('b@example.com');
    const reviewer = await consoleAs(t, 'rev@example.com', 'reviewer');
    const bSession = (await reviewer.get(`/api/admin/users/${idOf(b)}`)).json().data.sessions[0];
    const res = await reviewer.post(`/api/admin/users/${idOf(a)}/sessions/${bSession.id}/end`, {
      reason: 'Wrong page',
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.post('/api/wallet/list', {}, { authorization: b.session.token })).statusCode,
    ).toBe(200);
  });

  it("shows the user's account activity to every role, paged, newest first", async () => {
    t = await startWithdrawApp(await backend.open());
    const u = await t.user('act@example.com');
    await t.post('/api/user/login', {
      type: 'email',
      user_string: 'act@example.com',
      password: 'wrong-one',
    });
    await signIn('act@example.com', IPHONE);
    const viewer = await consoleAs(t, 'view@example.com', 'viewer');
    const first = (await viewer.get(`/api/admin/users/${idOf(u)}/activity?limit=2`)).json().data;
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.items.map((e: { kind: string }) => e.kind)).toEqual([
      'signed_in',
      'sign_in_failed',
    ]);
    expect(first.items[0]).toMatchObject({
      browser: 'Safari 18',
      os: 'iOS 18.1',
      device: 'mobile',
    });
    const second = (await viewer.get(`/api/admin/users/${idOf(u)}/activity?page=2&limit=2`)).json()
      .data;
    expect(second.items.map((e: { kind: string }) => e.kind)).toEqual(['signed_up']);
    expect((await viewer.get('/api/admin/users/999999/activity')).statusCode).toBe(404);
  });
});
