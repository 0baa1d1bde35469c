import { afterEach, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import { totpCode } from '../../src/lib/totp.ts';
import { backends } from '../helpers/backends.ts';
import { setFundPassword, type User } from '../security/support.ts';
import { startWithdrawApp, out, type WithdrawApp } from '../withdraw/fixture.ts';
import { consoleAs, type ConsoleSession } from './support.ts';

// The console's users: search, a user's page (profile, KYC, balances, sessions, referrals, flags,
// journal, orders), the actions on an account, and balance adjustments with four eyes. Every
// action is in the audit log with its before, after and reason.

describe.each(backends())('console users on $name', (backend) => {
  let t: WithdrawApp;
  afterEach(async () => t?.close());

  async function start() {
    t = await startWithdrawApp(await backend.open());
  }
  const idOf = (u: User) => u.session.user.id;
  const page = async (s: ConsoleSession, u: User) =>
    (await s.get(`/api/admin/users/${idOf(u)}`)).json().data;
  const signIn = (email: string, password = 'secret123', lang = 'en') =>
    t.post('/api/user/login', { type: 'email', user_string: email, password }, { lang });
  const audit = async (s: ConsoleSession, query: string) =>
    (await s.get(`/api/admin/audit?${query}`)).json().data.items as Record<string, unknown>[];
  const events = async (u: User) => {
    const seen: BusEvent[] = [];
    await t.app.events.delivered(); // earlier events (funding) are not this test's
    t.app.events.onUser(idOf(u), (e) => seen.push(e));
    return seen;
  };
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.database.query<{ n: string }>(sql, params))[0]!.n);

  it('finds users by part of the e-mail, phone, id or invite code, page by page', async () => {
    await start();
    const alice = await t.user('alice.search@example.com');
    const bob = await t.user('bob@example.net');
    const carol = await t.user('carol@example.com');
    await t.database.query(
      `UPDATE users SET phone = '13800138000', area_code = '86' WHERE id = $1`,
      [idOf(bob)],
    );
    const viewer = await consoleAs(t, 'view@example.com', 'viewer');
    const ids = async (q: string) =>
      (await viewer.get(`/api/admin/users?q=${encodeURIComponent(q)}`))
        .json()
        .data.items.map((u: { id: number }) => u.id);

    expect(await ids('ALICE.Search')).toEqual([idOf(alice)]);
    expect(await ids('example.com')).toEqual([idOf(carol), idOf(alice)]); // newest first
    expect(await ids('138001')).toEqual([idOf(bob)]);
    expect(await ids('+86 1380013')).toEqual([idOf(bob)]);
    expect(await ids(String(idOf(carol)))).toContain(idOf(carol));
    expect(await ids(alice.session.user.invite_code.toLowerCase())).toEqual([idOf(alice)]);
    expect(await ids('%')).toEqual([]); // typed text, never a pattern
    expect(await ids('nobody')).toEqual([]);

    const second = (await viewer.get('/api/admin/users?page=2&limit=2')).json().data;
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items).toEqual([
      {
        id: idOf(alice),
        email: 'alice.search@example.com',
        phone: null,
        area_code: null,
        invite_code: alice.session.user.invite_code,
        kyc_status: 'unverified',
        kyc_level: 'none',
        created_at: expect.any(String),
        sign_in_frozen: false,
        withdraw_frozen: false,
      },
    ]);
    expect((await viewer.get('/api/admin/users?limit=101')).statusCode).toBe(400);
  });

  it("shows a user's page: profile, KYC, balances, sessions, referrals, flags, journal and orders", async () => {
    await start();
    const inviter = await t.user('inviter@example.com');
    const u = await t.ready('page@example.com', '1000');
    await t.database.query('UPDATE users SET inviter_id = $1 WHERE id = $2', [
      idOf(inviter),
      idOf(u),
    ]);
    const buy = await u.post('/api/coin/trade', {
      pair_id: '1',
      side: 'buy',
      type: 'limit',
      price: '1',
      quantity: '2',
    });
    expect(buy.statusCode, buy.body).toBe(200);
    t.clock.advance(60_000);
    await t.database.query(
      `INSERT INTO trust_orders (user_id, product_id, family, currency_id, amount, daily_rate,
         settlement_ratio, period_days, status, created_at, start_at, end_at)
       SELECT $1, id, family, currency_id, min_amount, daily_rate, settlement_ratio, period_days,
         'hosting', $2, $2, $2 FROM trust_products ORDER BY id LIMIT 1`,
      [idOf(u), t.clock()],
    );
    const viewer = await consoleAs(t, 'view@example.com', 'viewer');

    const data = await page(viewer, u);
    expect(data.profile).toMatchObject({
      id: idOf(u),
      email: 'page@example.com',
      account_type: 'email',
      kyc_status: 'verified',
      kyc_level: 'basic',
      lang: 'en',
    });
    expect(data.kyc).toMatchObject({
      level: 'basic',
      basic: { status: 'verified', reason: null },
      advanced: { status: 'unverified' },
    });
    const usdt = data.balances.find(
      (b: { account: string; currency: string }) => b.account === 'spot' && b.currency === 'USDT',
    );
    expect(Number(usdt.available) + Number(usdt.frozen)).toBe(1000);
    expect(Number(usdt.frozen)).toBeGreaterThan(0); // the open buy order holds its quote
    expect(data.sessions).toEqual([
      {
        id: expect.any(Number),
        created_at: expect.any(String),
        expires_at: expect.any(String),
        last_used_at: expect.any(String),
        ip: '127.0.0.1',
        user_agent: expect.any(String),
        browser: null,
        os: null,
        device: 'unknown',
      },
    ]);
    expect(data.referrals).toEqual({
      inviter: { id: idOf(inviter), email: 'inviter@example.com', phone: null },
      invited: 0,
    });
    expect((await page(viewer, inviter)).referrals).toEqual({ inviter: null, invited: 1 });
    expect(data.flags).toEqual({
      sign_in_frozen: false,
      sign_in_frozen_at: null,
      withdraw_frozen: false,
      withdraw_frozen_at: null,
      fund_password_set: true,
      authenticator_enabled_at: null,
      disabled: false,
    });
    // The user turns the authenticator on: the console says since when.
    const { secret } = (await u.post('/api/security/authenticator/setup')).json().data;
    await u.post('/api/security/authenticator/enable', {
      code: totpCode(secret, t.clock()),
      password: 'secret123',
    });
    expect((await page(viewer, u)).flags.authenticator_enabled_at).toBe(t.clock().toISOString());

    const journal = (await viewer.get(`/api/admin/users/${idOf(u)}/journal?limit=50`)).json().data;
    expect(journal.total).toBe(1); // a freeze moves nothing out of the account: no line
    expect(journal.items.at(-1)).toMatchObject({
      account: 'spot',
      currency: 'USDT',
      amount: '1000',
      balance: '1000',
    });
    const firstOnly = (await viewer.get(`/api/admin/users/${idOf(u)}/journal?limit=1`)).json().data;
    expect(firstOnly.items).toEqual([journal.items[0]]); // newest first

    const orders = (await viewer.get(`/api/admin/users/${idOf(u)}/orders`)).json().data;
    expect(orders.total).toBe(2);
    expect(orders.items.map((o: { kind: string }) => o.kind)).toEqual(['trust', 'spot']);
    expect(orders.items[1]).toMatchObject({
      id: String(buy.json().data.id),
      status: 'waiting',
      summary: 'buy 2 BTC/USDT limit 1',
    });
    expect(orders.items[0].summary).toMatch(/^hosting \d+(\.\d+)? \w+, \d+ days$/);
    const paged = (await viewer.get(`/api/admin/users/${idOf(u)}/orders?limit=1&page=2`)).json();
    expect(paged.data).toMatchObject({ total: 2, page: 2, items: [{ kind: 'spot' }] });

    const unknown = await viewer.get('/api/admin/users/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 2610, message: 'There is no user 999999' });
    for (const tail of ['/journal', '/orders'])
      expect((await viewer.get(`/api/admin/users/999999${tail}`)).json().code).toBe(2610);
  });

  it('freezes sign-in: sessions end, the right password is refused with a clear message, and it is audited', async () => {
    await start();
    const u = await t.user('frozen@example.com');
    const seen = await events(u);
    const reviewer = await consoleAs(t, 'rev@example.com', 'reviewer');
    const viewer = await consoleAs(t, 'view@example.com', 'viewer');
    const url = `/api/admin/users/${idOf(u)}`;
    expect((await viewer.post(`${url}/freeze_sign_in`, { reason: 'x' })).json().code).toBe(2606);
    expect((await reviewer.post(`${url}/freeze_sign_in`)).statusCode).toBe(400);
    expect((await reviewer.post(`${url}/freeze_sign_in`, { reason: '' })).statusCode).toBe(400);
    expect((await reviewer.post(`${url}/freeze_sign_in`, { reason: '  ' })).json().code).toBe(2608);

    const frozen = await reviewer.post(`${url}/freeze_sign_in`, { reason: 'Chargeback fraud' });
    expect(frozen.statusCode).toBe(200);
    expect((await t.post('/api/wallet/list', {}, u.auth)).json().type).toBe('999');
    await t.app.events.delivered();
    expect(seen).toContainEqual({ type: 'session.ended', data: { reason: 'operator' } });
    const refused = await signIn('frozen@example.com', 'secret123', 'zh');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 2615, message: '该账户已被暂停登录，请联系客服' });
    // a wrong password learns nothing about the freeze
    expect((await signIn('frozen@example.com', 'wrong-password')).json().code).toBe(1002);
    const data = await page(viewer, u);
    expect(data.flags).toMatchObject({
      sign_in_frozen: true,
      sign_in_frozen_at: expect.any(String),
    });
    expect(data.profile.sign_in_frozen).toBe(true);
    expect(data.sessions).toEqual([]);

    expect(
      (await reviewer.post(`${url}/unfreeze_sign_in`, { reason: 'Bank confirmed' })).statusCode,
    ).toBe(200);
    expect((await signIn('frozen@example.com')).statusCode).toBe(200);

    const log = await audit(viewer, `target_type=user&target_id=${idOf(u)}`);
    expect(log).toMatchObject([
      {
        action: 'user.unfreeze_sign_in',
        before: { sign_in_frozen: true },
        after: { sign_in_frozen: false },
        reason: 'Bank confirmed',
      },
      {
        actor: 'rev@example.com',
        ip: '127.0.0.1',
        action: 'user.freeze_sign_in',
        before: { sign_in_frozen: false, live_sessions: 1 },
        after: { sign_in_frozen: true, live_sessions: 0 },
        reason: 'Chargeback fraud',
      },
    ]);
  });

  it('freezes withdrawals: requests are refused with a clear message until unfrozen', async () => {
    await start();
    const u = await t.ready('wd@example.com', '500');
    const finance = await consoleAs(t, 'fin@example.com', 'finance');
    const reviewer = await consoleAs(t, 'rev@example.com', 'reviewer');
    const url = `/api/admin/users/${idOf(u)}`;
    expect((await reviewer.post(`${url}/freeze_withdrawals`, { reason: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await finance.post(`${url}/freeze_withdrawals`, { reason: 'AML review' })).statusCode,
    ).toBe(200);
    const refused = await out(u, { amount: '100', address_id: String(u.addressId) }, 'jp');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 2616,
      message: 'このアカウントは出金が停止されています。カスタマーサービスにお問い合わせください',
    });
    expect(await t.balance(u)).toEqual({ available: '500', frozen: '0' });
    expect((await page(finance, u)).flags.withdraw_frozen).toBe(true);
    // signing in and everything else still works
    expect((await signIn('wd@example.com')).statusCode).toBe(200);

    expect(
      (await finance.post(`${url}/unfreeze_withdrawals`, { reason: 'AML cleared' })).statusCode,
    ).toBe(200);
    expect((await out(u, { amount: '100', address_id: String(u.addressId) })).statusCode).toBe(200);
    expect(await t.balance(u)).toEqual({ available: '400', frozen: '100' });
    expect(await audit(finance, `target_type=user&target_id=${idOf(u)}`)).toMatchObject([
      { action: 'user.unfreeze_withdrawals', after: { withdraw_frozen: false } },
      {
        action: 'user.freeze_withdrawals',
        before: { withdraw_frozen: false },
        after: { withdraw_frozen: true },
        reason: 'AML review',
      },
    ]);
  });

  it('ends every session of a user at once; they may sign in again', async () => {
    await start();
    const u = await t.user('many@example.com');
    const second = (await signIn('many@example.com')).json().data.token as string;
    const seen = await events(u);
    const reviewer = await consoleAs(t, 'rev@example.com', 'reviewer');
    expect((await page(reviewer, u)).sessions).toHaveLength(2);
    const res = await reviewer.post(`/api/admin/users/${idOf(u)}/end_sessions`, {
      reason: 'Lost phone',
    });
    expect(res.json()).toMatchObject({ code: 1, data: null });
    for (const token of [u.session.token, second])
      expect((await t.post('/api/wallet/list', {}, { authorization: token })).statusCode).toBe(401);
    await t.app.events.delivered();
    expect(seen.map((e) => e.type)).toEqual(['session.ended']);
    expect((await page(reviewer, u)).sessions).toEqual([]);
    expect((await signIn('many@example.com')).statusCode).toBe(200);
    expect(await audit(reviewer, 'action=user.end_sessions')).toMatchObject([
      {
        target_id: String(idOf(u)),
        before: { live_sessions: 2 },
        after: { live_sessions: 0 },
        reason: 'Lost phone',
      },
    ]);
  });

  it('resets the fund password: the user must set a new one with a verification code', async () => {
    await start();
    const u = await t.ready('fp@example.com', '300');
    const reviewer = await consoleAs(t, 'rev@example.com', 'reviewer');
    const res = await reviewer.post(`/api/admin/users/${idOf(u)}/reset_fund_password`, {
      reason: 'Identity re-verified by video call',
    });
    expect(res.statusCode).toBe(200);
    expect((await u.post('/api/user/has_password')).json().data).toEqual({ has_password: false });
    const withOld = await out(u, { amount: '50', address_id: String(u.addressId) });
    expect(withOld.json().code).toBe(1301);
    // the old fund password proves nothing any more: a code is needed
    const noCode = await u.post('/api/user/e_pwd', {
      password: '654321',
      re_password: '654321',
      old_password: '123456',
    });
    expect(noCode.json().code).toBe(1308);
    await setFundPassword(t, u, '654321');
    const paid = await out(u, {
      amount: '50',
      address_id: String(u.addressId),
      fund_password: '654321',
    });
    expect(paid.statusCode).toBe(200);
    expect(await audit(reviewer, 'action=user.reset_fund_password')).toMatchObject([
      {
        target_id: String(idOf(u)),
        before: { fund_password_set: true },
        after: { fund_password_set: false },
        reason: 'Identity re-verified by video call',
      },
    ]);
  });

  it('adjusts below the threshold at once through the ledger, with a journal line and an audit row', async () => {
    await start();
    const u = await t.user('adj@example.com');
    const finance = await consoleAs(t, 'fin@example.com', 'finance');
    const reviewer = await consoleAs(t, 'rev@example.com', 'reviewer');
    const url = `/api/admin/users/${idOf(u)}/adjust`;
    const form = { currency: 'usdt', amount: '250.5', reason: 'Compensation for the outage' };
    expect((await reviewer.post(url, form)).json().code).toBe(2606);

    const res = await finance.post(url, form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The adjustment is posted',
      data: {
        user_id: idOf(u),
        account: 'spot',
        currency: 'USDT',
        amount: '250.5',
        value_usdt: '250.5',
        status: 'posted',
        requested_by: 'fin@example.com',
        decided_by: null,
        entry_id: expect.any(Number),
      },
    });
    expect(await t.balance(u)).toEqual({ available: '250.5', frozen: '0' });
    const taken = await finance.post(url, {
      currency: '3',
      amount: '-50',
      reason: 'Double credit',
    });
    expect(taken.json().data).toMatchObject({ status: 'posted', amount: '-50' });
    expect(await t.balance(u)).toEqual({ available: '200.5', frozen: '0' });

    const journal = (await finance.get(`/api/admin/users/${idOf(u)}/journal`)).json().data;
    expect(journal.items).toMatchObject([
      { kind: 'operator_adjust', amount: '-50', balance: '200.5' },
      { kind: 'operator_adjust', amount: '250.5', balance: '250.5' },
    ]);
    expect(await audit(finance, 'action=balance.adjust')).toMatchObject([
      { after: { amount: '-50' }, reason: 'Double credit' },
      {
        actor: 'fin@example.com',
        target_type: 'user',
        target_id: String(idOf(u)),
        before: { 'spot.USDT': '0' },
        after: {
          adjustment_id: res.json().data.id,
          amount: '250.5',
          status: 'posted',
          entry_id: res.json().data.entry_id,
          'spot.USDT': '250.5',
        },
        reason: 'Compensation for the outage',
      },
    ]);

    // refused before anything is written
    const zero = await finance.post(url, { ...form, amount: '0' });
    expect(zero.json()).toMatchObject({ code: 2612, data: { amount: expect.any(String) } });
    expect((await finance.post(url, { ...form, amount: '0.123456789' })).json().code).toBe(2612);
    expect((await finance.post(url, { ...form, amount: '1e3' })).statusCode).toBe(400);
    expect((await finance.post(url, { ...form, currency: 'NOPE' })).json().code).toBe(2611);
    expect((await finance.post(url, { currency: 'USDT', amount: '5' })).statusCode).toBe(400);
    expect((await finance.post('/api/admin/users/999999/adjust', form)).json()).toMatchObject({
      code: 2610,
    });
    expect((await t.operator('reconcile')).exitCode).toBe(0);
  });

  it('refuses a debit beyond the available balance with nothing written', async () => {
    await start();
    const u = await t.user('poor@example.com');
    await t.fund(u, '100');
    const finance = await consoleAs(t, 'fin@example.com', 'finance');
    const entries = () => count('SELECT count(*) AS n FROM ledger_entries');
    const before = await entries();
    for (const amount of ['-100.5', '-5000']) {
      const res = await finance.post(`/api/admin/users/${idOf(u)}/adjust`, {
        currency: 'USDT',
        amount,
        reason: 'Claw back',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 2613 });
      expect(res.json().message).toMatch(/only 100 USDT available/);
    }
    expect(await t.balance(u)).toEqual({ available: '100', frozen: '0' });
    expect(await entries()).toBe(before);
    expect(await count('SELECT count(*) AS n FROM balance_adjustments')).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM audit_log WHERE action LIKE $1', ['balance.%']),
    ).toBe(0);
  });

  it('above the threshold waits for a second operator; the requester cannot approve; two approvals at once post once', async () => {
    await start();
    expect(
      (await t.operator('setting', 'set', 'console.adjust_threshold_usdt', 'lots')).exitCode,
    ).toBe(2);
    expect(
      (await t.operator('setting', 'set', 'console.adjust_threshold_usdt', '100')).exitCode,
    ).toBe(0);
    const u = await t.user('big@example.com');
    const asker = await consoleAs(t, 'asker@example.com', 'finance');
    const other = await consoleAs(t, 'other@example.com', 'finance');
    const admin = await consoleAs(t, 'boss@example.com', 'admin');
    const viewer = await consoleAs(t, 'view@example.com', 'viewer');

    const asked = await asker.post(`/api/admin/users/${idOf(u)}/adjust`, {
      currency: 'USDT',
      amount: '500',
      reason: 'Lost deposit found by the bank',
    });
    expect(asked.json()).toMatchObject({
      message: 'Above the threshold: the adjustment waits for a second operator’s approval',
      data: { status: 'pending', entry_id: null, decided_at: null },
    });
    const id = asked.json().data.id as number;
    expect(await t.balance(u)).toEqual({ available: '0', frozen: '0' });
    const listed = (await viewer.get('/api/admin/adjustments')).json().data;
    expect(listed).toMatchObject({ threshold_usdt: '100', pending: [{ id, status: 'pending' }] });
    expect((await viewer.post(`/api/admin/adjustments/${id}/approve`)).json().code).toBe(2606);

    const own = await asker.post(`/api/admin/adjustments/${id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 2614,
      message: 'You requested this adjustment: another operator must approve it',
    });
    expect(await t.balance(u)).toEqual({ available: '0', frozen: '0' });

    const answers = await Promise.all([
      other.post(`/api/admin/adjustments/${id}/approve`),
      admin.post(`/api/admin/adjustments/${id}/approve`),
      other.post(`/api/admin/adjustments/${id}/approve`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    expect(winner).toMatchObject({
      status: 'posted',
      requested_by: 'asker@example.com',
      decided_by: expect.stringMatching(/^(other|boss)@example\.com$/),
      entry_id: expect.any(Number),
    });
    expect(await t.balance(u)).toEqual({ available: '500', frozen: '0' });
    expect(
      await count(`SELECT count(*) AS n FROM ledger_entries WHERE kind = 'operator_adjust'`),
    ).toBe(1);
    expect((await admin.post(`/api/admin/adjustments/${id}/approve`)).json().code).toBe(2607);
    const after = (await viewer.get('/api/admin/adjustments')).json().data;
    expect(after.pending).toEqual([]);
    expect(after.recent).toMatchObject([{ id, status: 'posted' }]);

    expect(await audit(viewer, `target_type=balance_adjustment&target_id=${id}`)).toMatchObject([
      {
        actor: winner.decided_by,
        action: 'balance.adjust_approve',
        before: { status: 'pending', 'spot.USDT': '0' },
        after: { status: 'posted', user_id: idOf(u), amount: '500', 'spot.USDT': '500' },
      },
    ]);
    expect(await audit(viewer, 'action=balance.adjust_request')).toMatchObject([
      {
        actor: 'asker@example.com',
        target_id: String(idOf(u)),
        after: { adjustment_id: id, status: 'pending', 'spot.USDT': '0' },
        reason: 'Lost deposit found by the bank',
      },
    ]);
    expect((await t.operator('reconcile')).exitCode).toBe(0);
  });

  it('a rejection discards the adjustment and leaves balances untouched; an approval never overdraws', async () => {
    await start();
    const u = await t.user('rej@example.com');
    await t.fund(u, '2000');
    const asker = await consoleAs(t, 'asker@example.com', 'finance');
    const other = await consoleAs(t, 'other@example.com', 'finance');
    const adjust = (amount: string) =>
      asker.post(`/api/admin/users/${idOf(u)}/adjust`, {
        currency: 'USDT',
        amount,
        reason: 'Ticket 42',
      });

    const id = (await adjust('3000')).json().data.id as number;
    expect((await other.post(`/api/admin/adjustments/${id}/reject`)).statusCode).toBe(400);
    expect(
      (await asker.post(`/api/admin/adjustments/${id}/reject`, { reason: 'oops' })).json().code,
    ).toBe(2614);
    const rejected = await other.post(`/api/admin/adjustments/${id}/reject`, {
      reason: 'The ticket does not support it',
    });
    expect(rejected.json()).toMatchObject({
      message: 'The adjustment is rejected: nothing was posted',
      data: {
        status: 'rejected',
        decided_by: 'other@example.com',
        decision_reason: 'The ticket does not support it',
        entry_id: null,
      },
    });
    expect(await t.balance(u)).toEqual({ available: '2000', frozen: '0' });
    expect((await other.post(`/api/admin/adjustments/${id}/approve`)).json().code).toBe(2607);
    expect(await audit(other, 'action=balance.adjust_reject')).toMatchObject([
      {
        actor: 'other@example.com',
        target_id: String(id),
        before: { status: 'pending' },
        after: { status: 'rejected' },
        reason: 'The ticket does not support it',
      },
    ]);

    // a pending debit the account can no longer cover is refused at approval, and stays pending
    const debit = (await adjust('-1500')).json().data;
    expect(debit.status).toBe('pending');
    expect((await adjust('-900')).json().data.status).toBe('posted');
    const refused = await other.post(`/api/admin/adjustments/${debit.id}/approve`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe(2613);
    expect(await t.balance(u)).toEqual({ available: '1100', frozen: '0' });
    const listed = (await other.get('/api/admin/adjustments')).json().data;
    expect(listed.pending).toMatchObject([{ id: debit.id, amount: '-1500' }]);
  });
});
