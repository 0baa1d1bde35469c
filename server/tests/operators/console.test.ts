import { afterEach, describe, expect, it } from 'vitest';
import { loadContract, operatorRoles } from '../../src/http/contract.ts';
import { OPERATOR_ROLES, type OperatorRole } from '../../src/db/schema/operators.ts';
import { roleAllows } from '../../src/modules/operators/roles.ts';
import { totpCode } from '../../src/lib/totp.ts';
import { backends } from '../helpers/backends.ts';
import { startWithdrawApp, out, type WithdrawApp } from '../withdraw/fixture.ts';
import {
  consoleAs,
  enrolOperator,
  OPERATOR_PASSWORD,
  signIn,
  type ConsoleSession,
} from './support.ts';

// The console's API: enrolment and two-factor sign-in, the cookie session (idle and absolute
// limits, CSRF), the role of every operation, and audited, exactly-once decisions.

const spec = loadContract();

/** Every operator operation of the contract, as a request any test can send. */
function operatorOperations() {
  const roles = operatorRoles(spec);
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op.operationId && roles.has(op.operationId))
      .map(([method, op]) => ({
        operationId: op.operationId!,
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT',
        // an unknown item (an upload id has its own shape), a real setting
        url: `/api${path
          .replace('{kind}', 'deposit')
          .replace('{key}', 'customer_url')
          .replace('{session_id}', '424242')
          .replace('{id}', path.startsWith('/admin/images/') ? 'A'.repeat(22) : '424242')}`,
        role: roles.get(op.operationId!) as OperatorRole,
        body: bodyFor(path, method, op.requestBody),
        // an operation on one user: the walk's made-up id is an unknown user
        onUser: path.startsWith('/admin/users/{id}'),
      })),
  );
}

/** A 1x1 PNG as the one file field `file` of a multipart body (an icon upload). */
function multipartImage(): { type: string; payload: Buffer } {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const boundary = 'walkboundary';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="icon.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** A valid body for each write, in the media type the contract names (the contract checks the
 * fields before the handler runs, whoever sends them). */
function bodyFor(
  path: string,
  method: string,
  requestBody: { content?: Record<string, unknown> } | undefined,
): { type: string; payload: string | Buffer } | undefined {
  if (method === 'get') return undefined;
  const types = Object.keys(requestBody?.content ?? {});
  if (types.includes('multipart/form-data')) return multipartImage();
  const json = types.includes('application/json');
  const fields = formFor(path);
  return json
    ? { type: 'application/json', payload: JSON.stringify(fields) }
    : {
        type: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(fields as Record<string, string>).toString(),
      };
}

const PRODUCT = {
  currency: 'USDT',
  period_days: '7',
  min_amount: '100',
  daily_rate: '0.004',
  settlement_ratio: '0.01',
};

function formFor(path: string): Record<string, unknown> {
  if (path.endsWith('/adjust')) return { currency: 'USDT', amount: '5', reason: 'walk' };
  if (path === '/admin/withdrawals/{id}/approve') return { payout_reference: '0xabc123' };
  if (path.endsWith('/reject') || path.startsWith('/admin/users/{id}/'))
    return { reason: 'blurry' };
  if (path === '/admin/articles' || path === '/admin/articles/{id}')
    return { category_id: 1, translations: { en: { title: 'Walk', body: 'A walk.' } } };
  if (path.endsWith('/schedule')) return { publish_at: '2999-01-01T00:00:00Z' };
  if (path === '/admin/notifications/broadcast') {
    const text = { title: 'Walk', body: 'A walk.' };
    const langs = ['en', 'zh', 'hk', 'jp', 'kr', 'esp', 'th'];
    // to one made-up user: a real answer without writing to every walker's inbox
    const texts = Object.fromEntries(langs.map((lang) => [lang, text]));
    return { audience: 'user', user_id: 424242, texts };
  }
  if (path === '/admin/settings/{key}') return { value: 'https://support.example.com/walk' };
  if (path === '/admin/products/trust') return { ...PRODUCT, family: 'hosting', period_days: '9' };
  if (path === '/admin/products/trust/{id}') return PRODUCT;
  if (path === '/admin/products/projects' || path === '/admin/products/projects/{id}')
    return {
      currency: 'BTC',
      intro_en: 'Walk',
      issue_price: '1',
      payment_coins: 'USDT',
      starts_at: '2999-01-01T00:00:00Z',
      ends_at: '2999-01-02T00:00:00Z',
      launch_at: '2999-01-03T00:00:00Z',
      lock_days: '0',
      supply: '10',
      min_usdt: '1',
      max_usdt: '2',
    };
  if (path === '/admin/products/options')
    return { seconds: '45', payout_ratio: '0.2', min_amount: '10', flat_band: '0.0001' };
  if (path === '/admin/products/options/{id}')
    return { payout_ratio: '0.2', min_amount: '10', flat_band: '0.0001' };
  if (path === '/admin/products/lever' || path === '/admin/products/lever/{id}')
    return {
      currency: 'ETH',
      lot_size: '0.1',
      fee_rate: '0.0005',
      maintenance_rate: '0.2',
      multiples: '5,10',
    };
  if (path === '/admin/products/miners' || path === '/admin/products/miners/{id}')
    return {
      name: 'Walk S1',
      hashrate: '100',
      hashrate_unit: 'TH/s',
      coin: 'BTC',
      price: '1000',
      seat_price: '60',
      seats: '10',
      daily_yield: '0.001',
      prepare_days: '1',
      run_days: '30',
      offer_ends_at: '2999-01-01T00:00:00Z',
    };
  if (path === '/admin/products/pledge' || path === '/admin/products/pledge/{id}')
    return { currency: 'USDT', days: '7', daily_rate: '0.001', min_amount: '1', max_amount: '10' };
  if (path === '/admin/copy/traders' || path === '/admin/copy/traders/{id}')
    return {
      name: 'Walk Trader',
      currency: 'BTC',
      direction: 'long',
      period_days: '7',
      min_amount: '100',
      commission_rate: '0.1',
    };
  if (path === '/admin/products/option_stake_coins') return { currency_id: '2', min_amount: '1' };
  if (path === '/admin/products/option_stake_coins/{id}') return { min_amount: '1' };
  if (path === '/admin/products/option_stake_coins/{id}/state') return { state: 'disabled' };
  if (path === '/admin/products/partners' || path === '/admin/products/partners/{id}')
    return {
      level: '99',
      name_en: 'Walk',
      authorization_code: 'W9',
      min_team: '900000',
      rebate_ratio: '0.9',
    };
  if (path.endsWith('/state')) return { state: 'closed' };
  if (path === '/admin/otc/merchants/{id}/suspend') return { reason: 'walk' };
  if (path === '/admin/coins/{id}/rules') return { withdraw_minimum: '1' };
  if (path === '/admin/coins') return { symbol: 'WALK', name: 'Walk', decimals: '2' };
  if (path === '/admin/markets/spot')
    return { base: 'BNB', quote: 'BTC', price_decimals: '6', quantity_decimals: '3' };
  if (path === '/admin/markets/spot/{id}') return { price_decimals: '2', quantity_decimals: '3' };
  return {};
}

describe.each(backends())('operator console API on $name', (backend) => {
  let t: WithdrawApp;
  afterEach(async () => t?.close());

  async function start() {
    t = await startWithdrawApp(await backend.open());
  }

  it('enrols with a one-time link and signs in only with password and a fresh authenticator code', async () => {
    await start();
    const { operator } = await import('./cli.ts').then((m) => m.addViaCli(t, 'Rita@Example.com'));
    const shown = await t.post('/api/admin/auth/enrolment', { token: operator.token });
    expect(shown.statusCode).toBe(200);
    const { secret, otpauth_uri, email, role } = shown.json().data;
    expect({ email, role }).toEqual({ email: 'rita@example.com', role: 'reviewer' });
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // the same secret until confirmed (a reload of the page shows the same QR code)
    expect(
      (await t.post('/api/admin/auth/enrolment', { token: operator.token })).json().data.secret,
    ).toBe(secret);

    const wrong = await t.post('/api/admin/auth/enrol', {
      token: operator.token,
      password: OPERATOR_PASSWORD,
      code: totpCode(secret, new Date(t.clock().getTime() - 10 * 60_000)),
    });
    expect(wrong.json()).toMatchObject({ code: 2604, data: { code: expect.any(String) } });
    const short = await t.post('/api/admin/auth/enrol', {
      token: operator.token,
      password: 'short',
      code: totpCode(secret, t.clock()),
    });
    expect(short.statusCode).toBe(400);
    const done = await t.post('/api/admin/auth/enrol', {
      token: operator.token,
      password: OPERATOR_PASSWORD,
      code: totpCode(secret, t.clock()),
    });
    expect(done.statusCode).toBe(200);
    // the link is spent
    const again = await t.post('/api/admin/auth/enrolment', { token: operator.token });
    expect(again.json()).toMatchObject({ code: 2603 });

    // the enrolment's code cannot be replayed to sign in
    const replay = await t.post('/api/admin/auth/sign_in', {
      email: 'rita@example.com',
      password: OPERATOR_PASSWORD,
      code: totpCode(secret, t.clock()),
    });
    expect(replay.json()).toMatchObject({ code: 2601 });
    t.clock.advance(30_000);
    const wrongPassword = await t.post('/api/admin/auth/sign_in', {
      email: 'rita@example.com',
      password: 'not the password',
      code: totpCode(secret, t.clock()),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();

    const session = await signIn(t, { email: 'rita@example.com', secret });
    const me = await session.get('/api/admin/auth/me');
    expect(me.json().data).toEqual({
      email: 'rita@example.com',
      role: 'reviewer',
      csrf_token: session.csrf,
    });
    const signInAnswer = await t.post('/api/admin/auth/sign_in', {
      email: 'rita@example.com',
      password: OPERATOR_PASSWORD,
      code: totpCode(secret, new Date(t.clock().getTime() + 30_000)),
    });
    const cookie = ([] as string[]).concat(signInAnswer.headers['set-cookie'] ?? [])[0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/admin/);

    // idle for 30 minutes: the session is over
    t.clock.advance(29 * 60_000);
    expect((await session.get('/api/admin/auth/me')).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const idle = await session.get('/api/admin/auth/me');
    expect(idle.statusCode).toBe(401);
    expect(idle.json().type).toBe('999');

    // 12 hours at most, however busy
    const busy = await signIn(t, { email: 'rita@example.com', secret });
    for (let hour = 0; hour < 12; hour++) {
      t.clock.advance(25 * 60_000);
      expect((await busy.get('/api/admin/queues')).statusCode).toBe(200);
      t.clock.advance(25 * 60_000);
      expect((await busy.get('/api/admin/queues')).statusCode).toBe(200);
      t.clock.advance(10 * 60_000);
      if (hour < 11) expect((await busy.get('/api/admin/queues')).statusCode).toBe(200);
    }
    t.clock.advance(60_000); // 12 h and a minute after sign-in, 11 minutes after the last call
    expect((await busy.get('/api/admin/queues')).statusCode).toBe(401);

    // sign-out ends the session server-side, not just the cookie
    const last = await signIn(t, { email: 'rita@example.com', secret });
    expect((await last.post('/api/admin/auth/sign_out')).statusCode).toBe(200);
    expect((await last.get('/api/admin/auth/me')).statusCode).toBe(401);
  });

  it('throttles guessing per account', async () => {
    await start();
    const rita = await enrolOperator(t, 'rita@example.com', 'reviewer');
    for (let i = 0; i < 5; i++) {
      const res = await t.post('/api/admin/auth/sign_in', {
        email: rita.email,
        password: 'guess number ' + i,
        code: '000000',
      });
      expect(res.json().code).toBe(2601);
    }
    t.clock.advance(30_000);
    const right = await t.post('/api/admin/auth/sign_in', {
      email: rita.email,
      password: OPERATOR_PASSWORD,
      code: totpCode(rita.secret, t.clock()),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe(2602);
  });

  it('walks every operator operation with every role and with none; user tokens open none', async () => {
    // Every request of the walk comes from one address: well over the 600 a minute a client gets.
    t = await startWithdrawApp(await backend.open(), {
      rateLimit: { max: 100_000, windowMs: 60_000 },
    });
    const sessions = {} as Record<OperatorRole, ConsoleSession>;
    for (const role of OPERATOR_ROLES)
      sessions[role] = await consoleAs(t, `${role}@example.com`, role);
    const user = await t.user('walker@example.com');
    const operations = operatorOperations();
    expect(operations.map((o) => o.operationId).sort()).toEqual(
      [
        'adminAdjustmentApprove',
        'adminAdjustmentReject',
        'adminAdjustments',
        'adminArticle',
        'adminArticleBanner',
        'adminArticleCategories',
        'adminArticleCreate',
        'adminArticlePin',
        'adminArticlePublish',
        'adminArticleSchedule',
        'adminArticleUnbanner',
        'adminArticleUnpin',
        'adminArticleUnpublish',
        'adminArticleUpdate',
        'adminArticles',
        'adminAuditLog',
        'adminCoinCreate',
        'adminCoinDelist',
        'adminCoinIconRemove',
        'adminCoinIconSet',
        'adminCoinRelist',
        'adminCoinRulesSet',
        'adminCoins',
        'adminCopyTrader',
        'adminCopyTraderCreate',
        'adminCopyTraderFollows',
        'adminCopyTraderState',
        'adminCopyTraderUpdate',
        'adminCopyTraders',
        'adminDashboard',
        'adminImage',
        'adminLeverMarket',
        'adminLeverMarketCreate',
        'adminLeverMarketState',
        'adminLeverMarketUpdate',
        'adminLeverMarkets',
        'adminLiabilitySnapshots',
        'adminMe',
        'adminMinerModel',
        'adminMinerModelCreate',
        'adminMinerModelState',
        'adminMinerModelUpdate',
        'adminMinerModels',
        'adminNotificationBroadcast',
        'adminOptionDuration',
        'adminOptionDurationCreate',
        'adminOptionDurationState',
        'adminOptionDurationUpdate',
        'adminOptionDurations',
        'adminOptionStakeCoinCreate',
        'adminOptionStakeCoinState',
        'adminOptionStakeCoinUpdate',
        'adminOptionStakeCoins',
        'adminOtcMerchant',
        'adminOtcMerchantSuspend',
        'adminOtcMerchantUnsuspend',
        'adminOtcMerchantUnverify',
        'adminOtcMerchantVerify',
        'adminOtcMerchants',
        'adminPartnerLevel',
        'adminPartnerLevelCreate',
        'adminPartnerLevelDelete',
        'adminPartnerLevelUpdate',
        'adminPartnerLevels',
        'adminPledgeProduct',
        'adminPledgeProductCreate',
        'adminPledgeProductState',
        'adminPledgeProductUpdate',
        'adminPledgeProducts',
        'adminProject',
        'adminProjectCreate',
        'adminProjectState',
        'adminProjectUpdate',
        'adminProjects',
        'adminQueue',
        'adminQueueItem',
        'adminQueues',
        'adminReconcile',
        'adminReviewApprove',
        'adminReviewReject',
        'adminSecondFactorResetApprove',
        'adminSecondFactorResetReject',
        'adminSettingSet',
        'adminSettings',
        'adminSignOut',
        'adminSpotPairCreate',
        'adminSpotPairState',
        'adminSpotPairUpdate',
        'adminSpotPairs',
        'adminSystem',
        'adminTakeLiabilitySnapshot',
        'adminTrustProduct',
        'adminTrustProductCreate',
        'adminTrustProductState',
        'adminTrustProductUpdate',
        'adminTrustProducts',
        'adminUser',
        'adminUserActivity',
        'adminUserAdjust',
        'adminUserEndSession',
        'adminUserEndSessions',
        'adminUserFreezeSignIn',
        'adminUserFreezeWithdrawals',
        'adminUserJournal',
        'adminUserOrders',
        'adminUserResetFundPassword',
        'adminUserSecondFactorReset',
        'adminUserUnfreezeSignIn',
        'adminUserUnfreezeWithdrawals',
        'adminUsers',
        'adminWithdrawalApprove',
        'adminWithdrawalReject',
      ].sort(),
    );
    for (const op of operations.filter((o) => o.operationId !== 'adminSignOut')) {
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: op.method,
          url: op.url,
          ...(op.body
            ? {
                payload: op.body.payload,
                headers: { 'content-type': op.body.type, ...headers },
              }
            : { headers }),
        });
      const none = await send({});
      expect(none.statusCode, `${op.operationId} without a session`).toBe(401);
      const byUser = await send({ authorization: user.session.token });
      expect(byUser.statusCode, `${op.operationId} with a user's token`).toBe(401);
      for (const role of OPERATOR_ROLES) {
        const s = sessions[role];
        const res = await send({ cookie: s.cookie, 'x-csrf-token': s.csrf });
        const label = `${op.operationId} as ${role}`;
        if (roleAllows(role, op.role) && op.onUser) {
          // allowed: a real answer, here that the made-up user does not exist
          expect(res.statusCode, label).toBe(404);
          expect(res.json().code, label).toBe(2610);
        } else if (roleAllows(role, op.role)) {
          // allowed: a real answer, never a refusal of the role: deciding an unknown item is "no
          // longer pending" (409), reading or changing one is "not found" (404)
          expect(op.method === 'GET' ? [200, 404] : [200, 404, 409], label).toContain(
            res.statusCode,
          );
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().code, label).toBe(2606);
        }
        if (op.method !== 'GET' && roleAllows(role, op.role)) {
          const noCsrf = await send({ cookie: s.cookie });
          expect(noCsrf.json().code, `${label} without the CSRF token`).toBe(2605);
          const otherCsrf = await send({
            cookie: s.cookie,
            'x-csrf-token': sessions[role === 'admin' ? 'viewer' : 'admin'].csrf,
          });
          expect(otherCsrf.json().code, `${label} with another session's token`).toBe(2605);
        }
      }
    }
    // and an operator's cookie opens no user operation
    const asOperator = await t.post('/api/wallet/list', {}, { cookie: sessions.admin.cookie });
    expect(asOperator.statusCode).toBe(401);
  });

  it('decides a withdrawal exactly once from two consoles, returns the funds, and audits it', async () => {
    await start();
    const u = await t.ready('payee@example.com', '500');
    expect((await out(u, { amount: '100', address_id: String(u.addressId) })).statusCode).toBe(200);
    const [id] = await t.pendingIds('withdraw');
    expect(await t.balance(u)).toEqual({ available: '400', frozen: '100' });

    const finance = await consoleAs(t, 'fin@example.com', 'finance');
    const admin = await consoleAs(t, 'boss@example.com', 'admin');
    const reviewer = await consoleAs(t, 'rev@example.com', 'reviewer');
    expect(
      (await reviewer.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'x' })).json().code,
    ).toBe(2606);
    expect(
      (await finance.post(`/api/admin/withdrawals/${id}/reject`, { reason: ' ' })).statusCode,
    ).toBe(400);

    const queues = (await finance.get('/api/admin/queues')).json().data;
    expect(queues).toContainEqual(
      expect.objectContaining({ kind: 'withdraw', pending: 1, decided_by: 'finance' }),
    );
    const answers = await Promise.all([
      finance.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'Address belongs to a mixer' }),
      admin.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'Address belongs to a mixer' }),
      admin.post(`/api/admin/withdrawals/${id}/approve`, { payout_reference: '0xfeed' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual([
      2607, 2607,
    ]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    const expected =
      winner === 2 ? { available: '400', frozen: '0' } : { available: '500', frozen: '0' };
    expect(await t.balance(u)).toEqual(expected);

    const log = (await admin.get(`/api/admin/audit?target_type=withdraw&target_id=${id}`)).json()
      .data;
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      actor: winner === 0 ? 'fin@example.com' : 'boss@example.com',
      action: winner === 2 ? 'review.approve' : 'review.reject',
      target_type: 'withdraw',
      target_id: id,
      ip: '127.0.0.1',
      before: { status: 'under_review' },
      after:
        winner === 2 ? { status: 'passed', payout_reference: '0xfeed' } : { status: 'rejected' },
    });
    // and the user sees the reason of a rejection
    if (winner !== 2) {
      const records = (await t.get('/api/charge_mention/log3', u)).json().data;
      expect(records.items[0]).toMatchObject({
        status: 'rejected',
        reason: 'Address belongs to a mixer',
      });
    }
    expect((await t.operator('reconcile')).exitCode).toBe(0);
  });

  it('keeps the audit log append-only, and logs the command line too', async () => {
    await start();
    const u = await t.ready('credited@example.com', '10');
    const viaCli = await t.operator('credit', 'credited@example.com', 'USDT', '5');
    expect(viaCli.exitCode).toBe(0);
    const admin = await consoleAs(t, 'boss@example.com', 'admin');
    const entries = (await admin.get(`/api/admin/audit?action=balance.credit`)).json().data.items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: expect.stringMatching(/^cli:/),
      target_type: 'user',
      target_id: String(u.session.user.id),
      after: { credited: '5' },
    });
    for (const sql of [
      'UPDATE audit_log SET reason = $1',
      'DELETE FROM audit_log WHERE reason IS NULL OR reason <> $1',
    ]) {
      await expect(t.database.query(sql, ['tampered'])).rejects.toThrow(/append-only/);
    }
    await expect(t.database.exec('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    // the fixture's KYC approval went through the CLI as well
    const all = (await admin.get('/api/admin/audit')).json().data;
    expect(all.items.map((e: { action: string }) => e.action).sort()).toEqual([
      'balance.credit',
      'review.approve',
    ]);
  });
});
