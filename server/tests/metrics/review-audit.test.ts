// What waits for operators and the ledger's audit come from the database at scrape time, so every
// instance shows the same; a failing query leaves its family out of that scrape, nothing more.
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/modules/review/kinds.ts';
import { REVIEW_QUEUES } from '../../src/modules/metrics/review.ts';
import { reviewKinds } from '../../src/modules/review/registry.ts';
import { backends } from '../helpers/backends.ts';
import { consoleAs } from '../operators/support.ts';
import { out, startWithdrawApp, type WithdrawApp } from '../withdraw/fixture.ts';
import { find, scrape, value } from './support.ts';

const QUEUES = ['withdrawals', 'deposits', 'kyc', 'subscriptions', 'otc_appeals'];

it('has a queue label for every review kind', () => {
  for (const kind of reviewKinds()) expect(REVIEW_QUEUES[kind.kind], kind.kind).toBeDefined();
  expect(new Set(Object.values(REVIEW_QUEUES))).toEqual(new Set(QUEUES));
});

describe.each(backends())('review and audit metrics on $name', (backend) => {
  let t: WithdrawApp;
  afterEach(async () => t?.close());

  it('counts pending reviews per queue and the age of the oldest, from the database', async () => {
    t = await startWithdrawApp(await backend.open(), {
      metrics: { withdrawalReviewSlaMs: 30 * 60_000 },
    });
    const empty = await scrape(t.app);
    for (const queue of QUEUES) {
      expect(value(empty, 'coinhub_review_pending', { queue }), queue).toBe(0);
      expect(value(empty, 'coinhub_review_oldest_pending_age_seconds', { queue })).toBe(0);
    }
    expect(value(empty, 'coinhub_withdrawal_review_sla_seconds')).toBe(1800);

    const u = await t.ready('queued@example.com');
    const apply = () => out(u, { amount: '10', address_id: String(u.addressId) });
    expect((await apply()).statusCode).toBe(200);
    t.clock.advance(3_600_000);
    expect((await apply()).statusCode).toBe(200);
    t.clock.advance(60_000);
    const text = await scrape(t.app);
    expect(value(text, 'coinhub_review_pending', { queue: 'withdrawals' })).toBe(2);
    expect(value(text, 'coinhub_review_oldest_pending_age_seconds', { queue: 'withdrawals' })).toBe(
      3660,
    );
    expect(value(text, 'coinhub_review_pending', { queue: 'kyc' })).toBe(0); // approved by ready()

    const [first] = await t.pendingIds('withdraw');
    expect(
      (await t.operator('review', 'reject', 'withdraw', first!, '--reason', 'no')).exitCode,
    ).toBe(0);
    const later = await scrape(t.app);
    expect(value(later, 'coinhub_review_pending', { queue: 'withdrawals' })).toBe(1);
    expect(
      value(later, 'coinhub_review_oldest_pending_age_seconds', { queue: 'withdrawals' }),
    ).toBe(60);
  });

  it("shows the last audit's outcome and time, as the operators' reconcile recorded it", async () => {
    t = await startWithdrawApp(await backend.open());
    const never = await scrape(t.app);
    expect(value(never, 'coinhub_ledger_audit_ok')).toBeNaN();
    expect(value(never, 'coinhub_ledger_audit_last_run_timestamp_seconds')).toBe(0);

    const finance = await consoleAs(t, 'fin@example.com', 'finance');
    const user = await t.user('held@example.com');
    await t.fund(user, '10');
    expect((await finance.post('/api/admin/reconcile')).json().data.ok).toBe(true);
    const clean = await scrape(t.app);
    expect(value(clean, 'coinhub_ledger_audit_ok')).toBe(1);
    expect(value(clean, 'coinhub_ledger_audit_last_run_timestamp_seconds')).toBe(
      t.clock().getTime() / 1000,
    );

    // a balance changed behind the ledger's back: the next audit fails
    await t.database.exec(
      `UPDATE ledger_accounts SET available = available + 1 WHERE user_id = ${user.session.user.id}`,
    );
    t.clock.advance(5000);
    expect((await finance.post('/api/admin/reconcile')).json().data.ok).toBe(false);
    const broken = await scrape(t.app);
    expect(value(broken, 'coinhub_ledger_audit_ok')).toBe(0);
    expect(value(broken, 'coinhub_ledger_audit_last_run_timestamp_seconds')).toBe(
      t.clock().getTime() / 1000,
    );
  });

  it('leaves out a family whose query fails, and still answers the scrape', async () => {
    t = await startWithdrawApp(await backend.open());
    await t.database.exec('ALTER TABLE withdrawals RENAME TO withdrawals_away');
    try {
      const text = await scrape(t.app);
      expect(find(text, 'coinhub_review_pending')).toEqual([]);
      expect(find(text, 'coinhub_review_oldest_pending_age_seconds')).toEqual([]);
      expect(value(text, 'coinhub_ledger_audit_last_run_timestamp_seconds')).toBe(0);
      expect(value(text, 'coinhub_outbox_retry_depth', { channel: 'email' })).toBe(0);
      expect(text).toContain('coinhub_build_info');
    } finally {
      await t.database.exec('ALTER TABLE withdrawals_away RENAME TO withdrawals');
    }
  });
});
