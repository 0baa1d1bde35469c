import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { consoleAs } from '../operators/support.ts';
import { startLiabilitiesApp, USDT, type LiabilitiesApp } from './support.ts';

// Snapshots that must not be published, the operator's snapshot on demand, and the daily job.

const HOUR = 3_600_000;

describe.each(backends())('liabilities snapshots on $name', (backend) => {
  let t: LiabilitiesApp;
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  const published = async () =>
    (await t.app.inject('/api/liabilities/snapshots')).json().data.total as number;
  const attempts = () =>
    t.database.query<{ status: string; trigger: string }>(
      'SELECT status, trigger FROM liability_snapshots ORDER BY id',
    );

  it("refuses books whose balances differ from the ledger's journal, publishing nothing", async () => {
    t = await startLiabilitiesApp(await backend.open());
    const [held] = await t.plainUsers(3);
    await t.credit(held!, USDT, '10');
    const admin = await consoleAs(t, 'boss@example.com', 'admin');
    // a balance changed behind the ledger's back (what the ledger's audit also catches)
    await t.database.exec(
      `UPDATE ledger_accounts SET available = available + 1 WHERE user_id = ${held}`,
    );

    const res = await admin.post('/api/admin/liabilities/snapshots');
    expect(res.statusCode, res.body).toBe(200);
    const refused = res.json();
    expect(refused.message).toBe(
      "Snapshot refused: the users' balances do not match the ledger (1 problem(s)); nothing was published",
    );
    expect(refused.data).toMatchObject({
      status: 'refused',
      trigger: 'operator',
      root_hash: null,
      leaf_count: 0,
      account_count: 3,
      problems: ["USDT: users' balances add up to 11 but the ledger's journal says users hold 10"],
    });
    expect(await published()).toBe(0);
    expect(await t.database.query('SELECT 1 FROM liability_leaves')).toEqual([]);
    expect(await t.database.query('SELECT 1 FROM liability_levels')).toEqual([]);
    const dashboard = (await admin.get('/api/admin/dashboard')).json().data;
    expect(dashboard.liabilities).toMatchObject({ id: refused.data.id, status: 'refused' });
    const user = await t.user('late@example.com');
    expect((await user.get('/api/liabilities/proof')).json().data.status).toBe('no_snapshot');
    const leaves = await t.app.inject(`/api/liabilities/leaves?id=${refused.data.id}`);
    expect(leaves.statusCode).toBe(404);
  });

  it('refuses a total finer than its coin, and names the user', async () => {
    t = await startLiabilitiesApp(await backend.open());
    const [held] = await t.plainUsers(1);
    await t.credit(held!, USDT, '10.12345678');
    // the coin's decimals lowered under existing balances
    await t.database.exec('UPDATE currencies SET decimals = 2 WHERE id = 3');
    await t.app.scheduler.run('liabilities.snapshot');
    const [row] = await t.database.query<{ status: string; problems: string[] }>(
      'SELECT status, problems FROM liability_snapshots',
    );
    expect(row!.status).toBe('refused');
    expect(row!.problems).toContain(
      `USDT: user ${held} holds 10.12345678, more decimals than the coin's 2`,
    );
  });

  it('takes a snapshot for an admin, audited; a viewer may list but not take', async () => {
    t = await startLiabilitiesApp(await backend.open());
    await t.plainUsers(2);
    const admin = await consoleAs(t, 'boss@example.com', 'admin');
    const viewer = await consoleAs(t, 'eyes@example.com', 'viewer');
    expect((await admin.get('/api/admin/dashboard')).json().data.liabilities).toBeNull();

    const denied = await viewer.post('/api/admin/liabilities/snapshots');
    expect(denied.statusCode).toBe(403);
    expect(await attempts()).toEqual([]);

    const res = await admin.post('/api/admin/liabilities/snapshots');
    expect(res.statusCode, res.body).toBe(200);
    const taken = res.json();
    expect(taken.message).toBe(
      'Snapshot published: every user can now check their balances are included',
    );
    expect(taken.data).toMatchObject({
      status: 'published',
      trigger: 'operator',
      account_count: 2,
      leaf_count: 2,
      problems: [],
      taken_at: t.clock().toISOString(),
    });
    const log = (await viewer.get('/api/admin/audit?action=liabilities.snapshot')).json().data;
    expect(log.items).toMatchObject([
      {
        actor: 'boss@example.com',
        target_type: 'liability_snapshot',
        target_id: String(taken.data.id),
        after: { status: 'published', root_hash: taken.data.root_hash, problems: 0 },
      },
    ]);
    const list = (await viewer.get('/api/admin/liabilities/snapshots')).json().data;
    expect(list).toMatchObject({ total: 1, page: 1, items: [{ id: taken.data.id }] });
    expect((await viewer.get('/api/admin/dashboard')).json().data.liabilities).toEqual(taken.data);
  });

  it('snapshots on schedule once a day at most, counting any attempt', async () => {
    t = await startLiabilitiesApp(await backend.open());
    await t.plainUsers(1);
    await t.app.scheduler.run('liabilities.snapshot');
    expect(await attempts()).toEqual([{ status: 'published', trigger: 'job' }]);
    t.clock.advance(24 * HOUR - 1000);
    await t.app.scheduler.run('liabilities.snapshot');
    expect(await attempts()).toHaveLength(1); // within 24 hours: nothing
    t.clock.advance(1000);
    await t.app.scheduler.run('liabilities.snapshot');
    expect(await attempts()).toHaveLength(2);

    // an operator's snapshot counts: the next day's job waits a day from it
    t.clock.advance(12 * HOUR);
    const admin = await consoleAs(t, 'boss@example.com', 'admin');
    expect((await admin.post('/api/admin/liabilities/snapshots')).statusCode).toBe(200);
    t.clock.advance(13 * HOUR);
    await t.app.scheduler.run('liabilities.snapshot');
    expect(await attempts()).toHaveLength(3);
    t.clock.advance(11 * HOUR);
    await t.app.scheduler.run('liabilities.snapshot');
    expect((await attempts()).map((a) => a.trigger)).toEqual(['job', 'job', 'operator', 'job']);
    expect(await published()).toBe(4);
  });
});
