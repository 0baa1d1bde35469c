// Background jobs: runs, failures and duration per job (label `task`: Prometheus keeps `job` for
// the scrape job); the period of each; and, once the timers run, how far behind schedule a job
// is (a run that outlasts its period falls behind).
import { afterEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../src/http/context.ts';
import { Scheduler, type JobFactory } from '../../src/modules/jobs/index.ts';
import { openPglite } from '../helpers/backends.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { scrape, value } from './support.ts';

describe('job metrics', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  /** A scheduler of test jobs reporting into the app's metrics, as the app's own does. */
  const schedulerOf = (t: TestApp, factory: JobFactory) =>
    new Scheduler(
      {
        db: t.database.db,
        clock: t.clock,
        log: t.app.log,
        metrics: t.app.metrics,
      } as unknown as Deps,
      [factory],
    );

  it("publishes every app job's period, with no runs and no lag before the timers start", async () => {
    t = await startTestApp(await openPglite());
    const text = await scrape(t.app);
    expect(value(text, 'coinhub_job_period_seconds', { task: 'outbox.deliver' })).toBe(2);
    expect(value(text, 'coinhub_job_period_seconds', { task: 'market.ticks' })).toBe(3);
    expect(value(text, 'coinhub_job_runs_total', { task: 'outbox.deliver' })).toBe(0);
    expect(value(text, 'coinhub_job_failures_total', { task: 'outbox.deliver' })).toBe(0);
    expect(value(text, 'coinhub_job_lag_seconds', { task: 'outbox.deliver' })).toBeUndefined();
    await t.app.scheduler.run('outbox.deliver');
    const after = await scrape(t.app);
    expect(value(after, 'coinhub_job_runs_total', { task: 'outbox.deliver' })).toBe(1);
    expect(value(after, 'coinhub_job_duration_seconds_count', { task: 'outbox.deliver' })).toBe(1);
  });

  it('counts a failing run as a failure of that job, and a good one as its last success', async () => {
    t = await startTestApp(await openPglite());
    let fail = true;
    const scheduler = schedulerOf(t, () => [
      {
        name: 'test.flaky',
        description: 'fails until told otherwise',
        everyMs: 60_000,
        run: async () => {
          if (fail) throw new Error('boom');
        },
      },
      { name: 'test.fine', description: 'never fails', everyMs: 1000, run: async () => {} },
    ]);
    await expect(scheduler.run('test.flaky')).rejects.toThrow('boom');
    await expect(scheduler.run('test.flaky')).rejects.toThrow('boom');
    await scheduler.run('test.fine');
    let text = await scrape(t.app);
    expect(value(text, 'coinhub_job_failures_total', { task: 'test.flaky' })).toBe(2);
    expect(value(text, 'coinhub_job_runs_total', { task: 'test.flaky' })).toBe(2);
    expect(value(text, 'coinhub_job_failures_total', { task: 'test.fine' })).toBe(0);
    expect(value(text, 'coinhub_job_period_seconds', { task: 'test.flaky' })).toBe(60);
    expect(
      value(text, 'coinhub_job_last_success_timestamp_seconds', { task: 'test.flaky' }),
    ).toBeUndefined();
    fail = false;
    const before = Date.now() / 1000;
    await scheduler.run('test.flaky');
    text = await scrape(t.app);
    expect(value(text, 'coinhub_job_failures_total', { task: 'test.flaky' })).toBe(2);
    expect(
      value(text, 'coinhub_job_last_success_timestamp_seconds', { task: 'test.flaky' }),
    ).toBeGreaterThanOrEqual(Math.floor(before));
  });

  it('shows a job that outlasts its period as behind schedule, and one on time as 0', async () => {
    t = await startTestApp(await openPglite());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const scheduler = schedulerOf(t, () => [
      { name: 'test.stuck', description: 'waits', everyMs: 20, run: () => gate },
      { name: 'test.quick', description: 'returns', everyMs: 20, run: async () => {} },
    ]);
    scheduler.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const text = await scrape(t.app);
      expect(value(text, 'coinhub_job_lag_seconds', { task: 'test.stuck' })).toBeGreaterThan(0.1);
      expect(value(text, 'coinhub_job_lag_seconds', { task: 'test.quick' })).toBeLessThan(0.1);
    } finally {
      release();
      await scheduler.stop();
    }
    expect(value(await scrape(t.app), 'coinhub_job_lag_seconds', { task: 'test.stuck' })).toBe(
      undefined,
    );
  });
});
