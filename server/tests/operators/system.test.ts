import { afterEach, describe, expect, it } from 'vitest';
import { Heartbeat, type InstanceSample } from '../../src/modules/instances/heartbeat.ts';
import { TrafficWindow } from '../../src/modules/metrics/window.ts';
import { backends } from '../helpers/backends.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { consoleAs, type ConsoleSession } from './support.ts';

// The cluster as the console sees it (modules/instances): each instance's heartbeat row, stale
// after 60 s unseen and forgotten after a day, the dashboard's live totals over the fresh ones,
// and adminSystem's list of instances and job lags.

const DAY = 86_400_000;

describe('the last minute of traffic', () => {
  it('counts requests and 5xx answers and finds the p99 within 5 %, forgetting what is older', () => {
    let now = 1_000_000;
    const window = new TrafficWindow(() => now);
    expect(window.figures()).toMatchObject({ requests: 0, errors: 0, p99Ms: null });
    // 990 fast answers and 10 slow ones (the slowest 1 %), two of them 5xx
    for (let i = 0; i < 990; i++) window.observe(200, 0.004);
    for (let i = 0; i < 10; i++) window.observe(i < 2 ? 503 : 200, 0.25);
    now += 30_000;
    const figures = window.figures();
    expect(figures).toMatchObject({ requests: 1000, errors: 2, seconds: 30 });
    expect(figures.p99Ms).toBeGreaterThanOrEqual(4);
    expect(figures.p99Ms).toBeLessThanOrEqual(4 * 1.05);
    window.observe(200, 0.25);
    expect(window.figures().p99Ms).toBeGreaterThanOrEqual(250);
    expect(window.figures().p99Ms).toBeLessThanOrEqual(250 * 1.05);
    // a minute on, only the last answer is in the window
    now += 59_500;
    expect(window.figures()).toMatchObject({ requests: 1, errors: 0, seconds: 60 });
  });
});

describe.each(backends())('server instances on $name', (backend) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  const start = async () => {
    t = await startTestApp(await backend.open());
  };

  /** Another instance on the same database, reporting `sample`. */
  const other = (host: string, pid: number, sample: Partial<InstanceSample> = {}) =>
    new Heartbeat({
      db: t.database.db,
      clock: t.clock,
      log: t.app.log,
      identity: { host, pid, version: '3.0.9' },
      sample: () => ({
        requests: 0,
        errors: 0,
        seconds: 60,
        p99Ms: null,
        sockets: 0,
        memoryBytes: 100_000_000,
        ...sample,
      }),
    });

  const rows = () =>
    t.database.query<Record<string, unknown>>(
      'SELECT id, host, pid, version, started_at, last_seen_at, requests, uptime_seconds FROM server_instances ORDER BY host',
    );

  async function system(session: ConsoleSession) {
    const res = await session.get('/api/admin/system');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  it('upserts its own row at every beat, with its identity and latest figures', async () => {
    await start();
    const { heartbeat } = t.app;
    const startedAt = t.clock();
    await heartbeat.beat();
    const [first] = await rows();
    expect(first).toMatchObject({
      id: heartbeat.id,
      pid: process.pid,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      uptime_seconds: 0,
      requests: 0,
    });
    expect(new Date(first!.started_at as string).toISOString()).toBe(startedAt.toISOString());

    // served a few requests, 25 s later: the same row, seen again, with them counted
    for (let i = 0; i < 3; i++) expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    t.clock.advance(25_000);
    await heartbeat.beat();
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: heartbeat.id, uptime_seconds: 25, requests: 3 });
    expect(new Date(after[0]!.last_seen_at as string).toISOString()).toBe(t.clock().toISOString());
  });

  it('beats once the app listens and takes its row away on a clean close', async () => {
    await start();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    // Fastify runs onListen hooks without holding up listen(): the first beat lands just after.
    await expect
      .poll(async () => (await rows()).map((row) => row.id), { timeout: 10_000 })
      .toEqual([t.app.heartbeat.id]);
    await t.app.close();
    expect(await rows()).toEqual([]);
  });

  it('marks an instance unseen for 60 s stale, forgets it after a day, and lists each job lag', async () => {
    await start();
    const viewer = await consoleAs(t, 'eyes@example.com', 'viewer');
    const web2 = other('web-2', 4242, { sockets: 7, p99Ms: 12.345 });
    await web2.beat();
    await t.app.heartbeat.beat();

    let answer = await system(viewer);
    expect(answer.instances).toHaveLength(2);
    const mine = answer.instances.find((i: { current: boolean }) => i.current);
    expect(mine).toMatchObject({ id: t.app.heartbeat.id, pid: process.pid, stale: false });
    const theirs = answer.instances.find((i: { host: string }) => i.host === 'web-2');
    expect(theirs).toEqual({
      id: web2.id,
      current: false,
      version: '3.0.9',
      host: 'web-2',
      pid: 4242,
      started_at: expect.any(String),
      uptime_seconds: expect.any(Number),
      last_seen_at: expect.any(String),
      stale: false,
      memory_bytes: 100_000_000,
      sockets: 7,
      requests_per_second: 0,
      error_rate: 0,
      p99_ms: 12.35,
    });
    expect(answer.jobs.map((j: { name: string }) => j.name)).toEqual(t.app.scheduler.names);

    // 61 s on, only this instance beat again: the other is stale
    t.clock.advance(61_000);
    await t.app.heartbeat.beat();
    answer = await system(viewer);
    expect(
      answer.instances.map((i: { host: string; stale: boolean; current: boolean }) => [
        i.current ? 'this' : i.host,
        i.stale,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['this', false],
        ['web-2', true],
      ]),
    );

    // a job that ran: its lag counts from that run, by its period
    await t.app.scheduler.run('otc.expire');
    const ranAt = t.clock().toISOString();
    t.clock.advance(40_000);
    const otc = (await system(viewer)).jobs.find((j: { name: string }) => j.name === 'otc.expire');
    expect(otc).toEqual({
      name: 'otc.expire',
      period_seconds: 15,
      last_run_at: ranAt,
      lag_seconds: 25,
      last_error: null,
      last_error_at: null,
    });

    // a day unseen: the next heartbeat of any instance deletes it
    t.clock.advance(DAY);
    await t.app.heartbeat.beat();
    expect((await rows()).map((row) => row.id)).toEqual([t.app.heartbeat.id]);
  });

  it('sums the fresh instances into the dashboard, weighting the error rate, with the job furthest behind', async () => {
    await start();
    const viewer = await consoleAs(t, 'eyes@example.com', 'viewer');
    // two fresh instances and one stale (never counted), this app's own not beating
    const gone = other('web-0', 10, { requests: 6000, errors: 6000, p99Ms: 9000, sockets: 50 });
    await gone.beat();
    t.clock.advance(90_000);
    const web1 = other('web-1', 11, { requests: 600, errors: 6, p99Ms: 40, sockets: 3 });
    const web2 = other('web-2', 12, { requests: 300, errors: 30, p99Ms: 120.5, sockets: 2 });
    await web1.beat();
    await web2.beat();
    const live = async () => (await viewer.get('/api/admin/dashboard')).json().data.live;
    expect(await live()).toEqual({
      as_of: t.clock().toISOString(),
      instances: 2,
      stale_instances: 1,
      requests_per_second: 15,
      error_rate: 0.04,
      p99_ms: 120.5,
      sockets: 5,
      // nothing ran yet: every job is measured from when the fresh instances started (just now)
      job_lag: { seconds: 0, job: null },
    });

    // every job ran once; 20 s on, the job furthest behind is the first with the shortest period
    await t.app.scheduler.runAll();
    t.clock.advance(20_000);
    await web1.beat();
    await web2.beat();
    const shortest = Math.min(...t.app.scheduler.jobs.map((job) => job.everyMs));
    const first = t.app.scheduler.jobs.find((job) => job.everyMs === shortest)!;
    expect((await live()).job_lag).toEqual({
      seconds: Math.floor((20_000 - shortest) / 1000),
      job: first.name,
    });

    // no fresh instance, no traffic: zeros and no p99
    t.clock.advance(61_000);
    expect(await live()).toMatchObject({
      instances: 0,
      stale_instances: 3,
      requests_per_second: 0,
      error_rate: 0,
      p99_ms: null,
      sockets: 0,
    });
  });

  it('answers a viewer and refuses a signed-out request', async () => {
    await start();
    await t.app.heartbeat.beat();
    const viewer = await consoleAs(t, 'eyes@example.com', 'viewer');
    const answer = await system(viewer);
    expect(answer).toMatchObject({ as_of: t.clock().toISOString() });
    expect(answer.instances).toEqual([expect.objectContaining({ current: true, stale: false })]);
    const signedOut = await t.app.inject('/api/admin/system');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ type: '999', data: null });
  });
});
