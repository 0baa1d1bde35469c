import { afterEach, describe, expect, it } from 'vitest';
import { isoDuration } from '../../src/modules/operators/dashboard.ts';
import { backends } from '../helpers/backends.ts';
import { uploadId } from '../kyc/support.ts';
import type { User } from '../security/support.ts';
import { out, startWithdrawApp, type WithdrawApp } from '../withdraw/fixture.ts';
import { consoleAs, signIn, type ConsoleSession } from './support.ts';

// The console's dashboard: today's credited deposits, paid-out withdrawals and sign-ups (and
// nothing of yesterday), every job's last run and last error, and the ledger's audit on demand.

const DAY = 86_400_000;
const HOUR = 3_600_000;

it('writes job intervals as ISO 8601 durations', () => {
  expect([1000, 15_000, 60_000, 90_000, 3_600_000, 5_430_000].map(isoDuration)).toEqual([
    'PT1S',
    'PT15S',
    'PT1M',
    'PT1M30S',
    'PT1H',
    'PT1H30M30S',
  ]);
});

describe.each(backends())('console dashboard on $name', (backend) => {
  let t: WithdrawApp;
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  async function start() {
    t = await startWithdrawApp(await backend.open());
  }

  async function dashboard(s: ConsoleSession) {
    const res = await s.get('/api/admin/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** A chain deposit of USDT by `user`: its id, still under review. */
  async function deposit(user: User, amount: string): Promise<string> {
    const res = await user.post('/api/wallet/charge_req', {
      type: 'chain',
      currency_id: '3',
      network: 'TRC20',
      amount,
      image: await uploadId(t, user.session.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return String(res.json().data.id);
  }

  /** A withdrawal of USDT by `user` (set up by t.ready): its id, under review. */
  async function withdrawal(user: User & { addressId: number }, amount: string): Promise<string> {
    const before = new Set(await t.pendingIds('withdraw'));
    const res = await out(user, { amount, address_id: String(user.addressId) });
    expect(res.statusCode, res.body).toBe(200);
    const id = (await t.pendingIds('withdraw')).find((pending) => !before.has(pending));
    return id!;
  }

  async function passDeposit(s: ConsoleSession, id: string) {
    const res = await s.post(`/api/admin/queues/deposit/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
  }

  async function payOut(s: ConsoleSession, id: string) {
    const res = await s.post(`/api/admin/withdrawals/${id}/approve`, {
      payout_reference: '0xfeed',
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const nothing = { count: 0, by_currency: [] };

  it("counts today's credited deposits, paid-out withdrawals and sign-ups, never yesterday's", async () => {
    await start();
    const first = await consoleAs(t, 'boss@example.com', 'admin');
    // day one (2030-01-01): a sign-up, a credited deposit and a paid-out withdrawal
    const early = await t.ready('early@example.com', '500');
    await passDeposit(first, await deposit(early, '120.5'));
    await payOut(first, await withdrawal(early, '100'));
    expect((await dashboard(first)).today).toEqual({
      since: '2030-01-01T00:00:00.000Z',
      deposits: { count: 1, by_currency: [{ currency: 'USDT', amount: '120.5' }] },
      withdrawals: { count: 1, by_currency: [{ currency: 'USDT', amount: '98.9' }] },
      sign_ups: 1,
    });

    // day two: yesterday's items are not today's
    t.clock.advance(DAY);
    const admin = await signIn(t, first);
    expect((await dashboard(admin)).today).toEqual({
      since: '2030-01-02T00:00:00.000Z',
      deposits: nothing,
      withdrawals: nothing,
      sign_ups: 0,
    });

    const late = await t.ready('late@example.com', '1000');
    const credited = await deposit(late, '200');
    await deposit(late, '50'); // stays under review: not credited
    // a withdrawal rejected today is not paid out
    const refused = await withdrawal(late, '20');
    expect(
      (await admin.post(`/api/admin/withdrawals/${refused}/reject`, { reason: 'no' })).statusCode,
    ).toBe(200);
    expect((await dashboard(admin)).today).toMatchObject({
      deposits: nothing,
      withdrawals: nothing,
      sign_ups: 1,
    });

    await passDeposit(admin, credited);
    await payOut(admin, await withdrawal(late, '100'));
    await passDeposit(admin, await deposit(early, '30'));
    expect((await dashboard(admin)).today).toEqual({
      since: '2030-01-02T00:00:00.000Z',
      deposits: { count: 2, by_currency: [{ currency: 'USDT', amount: '230' }] },
      withdrawals: { count: 1, by_currency: [{ currency: 'USDT', amount: '98.9' }] },
      sign_ups: 1,
    });
  });

  it('lists every job with its interval, last run, last success and last error', async () => {
    await start();
    const viewer = await consoleAs(t, 'eyes@example.com', 'viewer');
    const fresh = (await dashboard(viewer)).jobs;
    expect(fresh.map((j: { name: string }) => j.name)).toEqual(t.app.scheduler.names);
    expect(fresh.find((j: { name: string }) => j.name === 'otc.expire')).toEqual({
      name: 'otc.expire',
      description: expect.stringContaining('OTC orders'),
      interval: 'PT15S',
      last_run_at: null,
      last_ok_at: null,
      last_error: null,
      last_error_at: null,
    });
    expect(fresh.find((j: { name: string }) => j.name === 'trust.accrue').interval).toBe('PT1M');
    const job = async (name: string) =>
      (await dashboard(viewer)).jobs.find((j: { name: string }) => j.name === name);

    await t.app.scheduler.run('otc.expire');
    const okAt = t.clock().toISOString();
    expect(await job('otc.expire')).toMatchObject({
      last_run_at: okAt,
      last_ok_at: okAt,
      last_error: null,
      last_error_at: null,
    });

    // the job fails (its table is gone): the run is recorded with the error, and still throws
    await t.database.exec('ALTER TABLE otc_orders RENAME TO otc_orders_away');
    t.clock.advance(60_000);
    await expect(t.app.scheduler.run('otc.expire')).rejects.toThrow();
    const failedAt = t.clock().toISOString();
    const failed = await job('otc.expire');
    expect(failed).toMatchObject({
      last_run_at: failedAt,
      last_ok_at: okAt,
      last_error_at: failedAt,
    });
    expect(failed.last_error).toMatch(
      /^relation "otc_orders" does not exist \(Failed query: select/,
    );

    // it recovers: the last error stays, older than the last success
    await t.database.exec('ALTER TABLE otc_orders_away RENAME TO otc_orders');
    t.clock.advance(60_000);
    await t.app.scheduler.run('otc.expire');
    const recoveredAt = t.clock().toISOString();
    expect(await job('otc.expire')).toEqual({
      ...failed,
      last_run_at: recoveredAt,
      last_ok_at: recoveredAt,
    });

    // the CLI's runs (another process, its own scheduler) are recorded too, as of their time
    expect(
      (await t.operator('jobs', 'run', 'mining.yields', '--at', '2030-03-01T00:00:00Z')).exitCode,
    ).toBe(0);
    expect(await job('mining.yields')).toMatchObject({
      last_run_at: '2030-03-01T00:00:00.000Z',
      last_ok_at: '2030-03-01T00:00:00.000Z',
      last_error: null,
    });
  });

  it('reconciles the ledger on demand, reports a tampered balance exactly as the CLI, and audits each run', async () => {
    await start();
    const finance = await consoleAs(t, 'fin@example.com', 'finance');
    const viewer = await consoleAs(t, 'eyes@example.com', 'viewer');
    const admin = await consoleAs(t, 'boss@example.com', 'admin');
    const user = await t.user('held@example.com');
    await t.fund(user, '10');

    const clean = await finance.post('/api/admin/reconcile');
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json()).toMatchObject({
      message:
        'The ledger adds up: every balance matches its journal and every currency sums to zero',
      data: { ok: true, checked_at: t.clock().toISOString(), problems: [] },
    });
    const accounts = clean.json().data.accounts as number;
    expect(accounts).toBeGreaterThanOrEqual(2);
    expect((await t.operator('reconcile')).output).toContain(`Ledger: ${accounts} accounts`);
    expect((await viewer.post('/api/admin/reconcile')).json().code).toBe(2606);

    // a balance changed behind the ledger's back (the journal is append-only; balances are not)
    await t.database.exec(
      `UPDATE ledger_accounts SET available = available + 1 WHERE user_id = ${user.session.user.id}`,
    );
    t.clock.advance(1000);
    const tampered = await admin.post('/api/admin/reconcile');
    expect(tampered.statusCode).toBe(200);
    const found = tampered.json();
    expect(found.message).toBe('The ledger audit found 2 problem(s)');
    expect(found.data).toMatchObject({ ok: false, accounts });
    expect(found.data.problems).toEqual([
      expect.stringMatching(
        /^\[balance_mismatch\] account \d+: balance 11[.0]*\/0[.0]* but postings fold to 10[.0]*\/0 /,
      ),
      expect.stringMatching(/^\[currency_unbalanced\] currency 3: /),
    ]);
    const cli = await t.operator('reconcile');
    expect(cli.exitCode).toBe(1);
    for (const problem of found.data.problems) expect(cli.output).toContain(`  ${problem}`);

    const log = (await viewer.get('/api/admin/audit?action=ledger.reconcile')).json().data;
    expect(log.items).toMatchObject([
      {
        actor: 'boss@example.com',
        action: 'ledger.reconcile',
        target_type: 'ledger',
        target_id: 'ledger',
        before: null,
        after: { ok: false, checked_at: found.data.checked_at, accounts, problems: 2 },
      },
      {
        actor: 'fin@example.com',
        after: { ok: true, checked_at: clean.json().data.checked_at, accounts, problems: 0 },
      },
    ]);
    expect(log.total).toBe(2);
  });

  it("audits the ledger on schedule once an hour, counting an operator's audit, and records what it finds", async () => {
    await start();
    const user = await t.user('held@example.com');
    await t.fund(user, '10');
    // Read from the table: an hour on the clock ends any console session.
    const audits = () =>
      t.database.query<{ actor: string; after: { ok: boolean; checked_at: string } }>(
        `SELECT actor, after FROM audit_log WHERE action = 'ledger.reconcile' ORDER BY at DESC`,
      );

    await t.app.scheduler.run('ledger.audit');
    expect(await audits()).toMatchObject([
      { actor: 'job:ledger.audit', after: { ok: true, checked_at: t.clock().toISOString() } },
    ]);
    // within the hour a repeated run changes nothing
    t.clock.advance(HOUR - 1000);
    await t.app.scheduler.run('ledger.audit');
    expect(await audits()).toHaveLength(1);

    await t.database.exec(
      `UPDATE ledger_accounts SET available = available + 1 WHERE user_id = ${user.session.user.id}`,
    );
    t.clock.advance(1000);
    await t.app.scheduler.run('ledger.audit');
    const [latest] = await audits();
    expect(latest).toMatchObject({ actor: 'job:ledger.audit', after: { ok: false } });
    const metrics = await t.app.metrics.registry.metrics();
    expect(metrics).toMatch(/^coinhub_ledger_audit_ok 0$/m);
  });
});
