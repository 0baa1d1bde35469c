// Two real server instances (A and B, both running their job timers) on one fresh PostgreSQL
// database, each with its own metrics listener, scraped by a real Prometheus every second with the
// shipped alert rules (ops/prometheus/alerts.yml, every `for` at 0 s). Through Prometheus's query
// API: the request counters of both instances add up, the latency histogram is labelled by
// operationId and never by URL, both targets are up, and a job that really fails (its table gone
// from the database for a moment) counts its failures and fires CoinhubJobFailing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresReachable } from '../../server/tests/helpers/backends.ts';
import { freePort } from '../../scripts/free-port.ts';
import {
  SKIP_PROMETHEUS,
  eventually,
  requirePrometheus,
  startPrometheus,
  type Prometheus,
  type Sample,
} from './prometheus-server.ts';
import { freshDatabase, startInstance, type Instance } from './support.ts';

// A cheap public operation (openapi/paths/market.yaml): GET /currency/quotation_new.
const OPERATION = 'currencyQuotationNew';
const ROUTE = '/api/currency/quotation_new';
const SENT = { A: 7, B: 5 };
// A job on a 1-second timer that reads one table (server/src/modules/options/settle.ts).
const JOB = 'options.deliver';
const JOB_TABLE = 'option_orders';
const HIDDEN_TABLE = 'option_orders_hidden_by_test';

const skip = (!postgresReachable() && process.env.REQUIRE_POSTGRES !== '1') || SKIP_PROMETHEUS;

describe.skipIf(skip)('Prometheus scraping two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let sql: pg.Client;
  let a: Instance, b: Instance;
  let prometheus: Prometheus;
  /** The `instance` label Prometheus gives each server's metrics listener. */
  const target = { A: '', B: '' };

  beforeAll(async () => {
    requirePrometheus(); // before anything starts
    database = await freshDatabase();
    const [portA, portB] = [await freePort(), await freePort()];
    target.A = `127.0.0.1:${portA}`;
    target.B = `127.0.0.1:${portB}`;
    const metrics = (port: number) => ({ METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' });
    a = await startInstance('A', database.url, metrics(portA)); // migrates and seeds
    b = await startInstance('B', database.url, metrics(portB));
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    prometheus = await startPrometheus([target.A, target.B]);
    await eventually(
      'Prometheus scrapes both instances',
      async () => {
        const up = await prometheus.query('up{job="coinhub"} == 1');
        return up.length === 2 ? up : undefined;
      },
      20_000,
      () => targetsReport(),
    );
  });

  afterAll(async () => {
    // Put the job's table back whatever happened (the database is dropped next anyway).
    await sql
      ?.query(`ALTER TABLE IF EXISTS ${HIDDEN_TABLE} RENAME TO ${JOB_TABLE}`)
      .catch(() => undefined);
    await sql?.end();
    await prometheus?.stop();
    await Promise.all([a, b].map((i) => i?.stop()));
    await database?.drop();
  });

  /** Prometheus's view of its targets, for failure messages. */
  const targetsReport = async () => {
    const data = await prometheus.api<{
      activeTargets: { scrapeUrl: string; health: string; lastError: string }[];
    }>('/api/v1/targets');
    return data.activeTargets
      .map((t) => `${t.scrapeUrl}: ${t.health} ${t.lastError}`)
      .concat(prometheus.output.join(''))
      .join('\n');
  };
  const byInstance = (samples: Sample[]) =>
    Object.fromEntries(samples.map((s) => [s.metric.instance, s.value]));

  it('counts requests per instance, and the sum over instances adds them up', async () => {
    const call = async (instance: Instance) => {
      const response = await fetch(`${instance.url}${ROUTE}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { code: number }).code).toBe(1);
    };
    await Promise.all([
      ...Array.from({ length: SENT.A }, () => call(a)),
      ...Array.from({ length: SENT.B }, () => call(b)),
    ]);

    const perInstance = `sum by (instance) (coinhub_http_requests_total{operation="${OPERATION}"})`;
    // Until a scrape after the requests has reached Prometheus from both instances.
    const seen = await eventually(
      `Prometheus sees ${SENT.A} requests on A and ${SENT.B} on B`,
      async () => {
        const counts = byInstance(await prometheus.query(perInstance));
        return (counts[target.A] ?? 0) >= SENT.A && (counts[target.B] ?? 0) >= SENT.B
          ? counts
          : undefined;
      },
      15_000,
      async () => JSON.stringify(byInstance(await prometheus.query(perInstance))),
    );
    expect(Object.keys(seen).sort()).toEqual([target.A, target.B].sort());

    // Both queries at one evaluation time, so they read the same samples.
    const at = Date.now() / 1000;
    const instances = byInstance(await prometheus.query(perInstance, at));
    const [total] = await prometheus.query(
      `sum(coinhub_http_requests_total{operation="${OPERATION}"})`,
      at,
    );
    expect(instances[target.A]).toBeGreaterThanOrEqual(SENT.A);
    expect(instances[target.B]).toBeGreaterThanOrEqual(SENT.B);
    expect(total!.value).toBe(instances[target.A]! + instances[target.B]!);
    expect(total!.value).toBeGreaterThanOrEqual(SENT.A + SENT.B);
  });

  it('labels the latency histogram with operationIds, never with a URL path', async () => {
    const operations = (
      await prometheus.query('count by (operation) (coinhub_http_request_duration_seconds_bucket)')
    ).map((s) => s.metric.operation!);
    expect(operations).toContain(OPERATION);
    // Every `operation` value of every series Prometheus holds, whatever the metric.
    const values = await prometheus.api<string[]>('/api/v1/label/operation/values');
    expect(values).toContain(OPERATION);
    expect(values.filter((v) => v.includes('/'))).toEqual([]);
    expect(await prometheus.query('count({__name__=~"coinhub_.+", operation=~".*/.*"})')).toEqual(
      [],
    );
  });

  it('has both instances up', async () => {
    const up = await prometheus.query('up{job="coinhub"}');
    expect(up.map((s) => [s.metric.instance, s.value]).sort()).toEqual(
      [
        [target.A, 1],
        [target.B, 1],
      ].sort(),
    );
  });

  it(`counts a job's real failures and fires CoinhubJobFailing`, async () => {
    expect(prometheus.alerts).toContain('CoinhubJobFailing');
    const failures = `sum(coinhub_job_failures_total{task="${JOB}"})`;
    const firing = `ALERTS{alertname="CoinhubJobFailing",alertstate="firing",task="${JOB}"}`;
    // The job runs and succeeds on the instances before anything breaks.
    await eventually(
      `${JOB} has run successfully`,
      async () => {
        const runs = await prometheus.query(`sum(coinhub_job_runs_total{task="${JOB}"}) > 0`);
        return runs.length ? runs : undefined;
      },
      10_000,
    );
    const [before] = await prometheus.query(failures);
    expect(before?.value).toBe(0);
    expect(await prometheus.query(firing)).toEqual([]);

    // The job's table disappears: every run of it now fails on whichever instance holds its lock.
    await sql.query("SET lock_timeout = '5s'");
    await sql.query(`ALTER TABLE ${JOB_TABLE} RENAME TO ${HIDDEN_TABLE}`);
    let restoredAt: number;
    try {
      await eventually(
        `coinhub_job_failures_total{task="${JOB}"} increases in Prometheus`,
        async () => {
          const [now] = await prometheus.query(failures);
          return now && now.value > 0 ? now : undefined;
        },
        15_000,
        async () => JSON.stringify(await prometheus.query(failures)),
      );
      const alert = await eventually(
        'CoinhubJobFailing fires',
        async () => {
          const alerts = await prometheus.query(firing);
          return alerts.length ? alerts : undefined;
        },
        15_000,
        async () => JSON.stringify(await prometheus.api('/api/v1/alerts')),
      );
      expect(alert[0]!.metric).toMatchObject({ severity: 'warning', task: JOB });
      const { alerts } = await prometheus.api<{
        alerts: { labels: Record<string, string>; state: string }[];
      }>('/api/v1/alerts');
      expect(
        alerts.some(
          (x) =>
            x.labels.alertname === 'CoinhubJobFailing' &&
            x.labels.task === JOB &&
            x.state === 'firing',
        ),
      ).toBe(true);
      // Only the broken job fails.
      const failing = await prometheus.query(
        'sum by (task) (increase(coinhub_job_failures_total[10m])) > 0',
      );
      expect(failing.map((s) => s.metric.task)).toEqual([JOB]);
    } finally {
      await sql.query(`ALTER TABLE ${HIDDEN_TABLE} RENAME TO ${JOB_TABLE}`);
      restoredAt = Date.now() / 1000;
    }

    // With its table back the job succeeds again (the instances did not need a restart).
    await eventually(
      `${JOB} succeeds again`,
      async () => {
        const ok = await prometheus.query(
          `max(coinhub_job_last_success_timestamp_seconds{task="${JOB}"}) > ${restoredAt}`,
        );
        return ok.length ? ok : undefined;
      },
      10_000,
    );
  });
});
