// @vitest-environment node
// The Grafana dashboard of ops/grafana: its variables, its layout, and the metrics its panels read
// (a typo would be an empty graph). promtool.test.ts parses its queries.
import { describe, expect, it } from 'vitest';
import { dashboard, dashboardPanels, dashboardTargets } from './grafana-dashboard.ts';
import { KNOWN_METRICS, metricNames } from './metric-names.ts';
import { recordedMetrics } from './prometheus-files.ts';

// What each row must show: at least one panel reading each of these metrics.
const AREAS: Record<string, string[]> = {
  Traffic: ['coinhub_http_requests_total'],
  Errors: ['coinhub_http_requests_total'],
  Latency: ['coinhub_http_request_duration_seconds_bucket'],
  Ledger: [
    'coinhub_ledger_journal_entries_total',
    'coinhub_ledger_writer_queue_depth',
    'coinhub_ledger_writer_batch_size_bucket',
    'coinhub_ledger_postings_refused_total',
    'coinhub_ledger_audit_ok',
  ],
  Jobs: [
    'coinhub_job_lag_seconds',
    'coinhub_job_period_seconds',
    'coinhub_job_failures_total',
    'coinhub_job_duration_seconds_bucket',
  ],
  Sockets: [
    'coinhub_socket_connections',
    'coinhub_socket_subscriptions',
    'coinhub_socket_frames_sent_total',
    'coinhub_socket_resyncs_total',
  ],
  Reviews: [
    'coinhub_review_pending',
    'coinhub_review_oldest_pending_age_seconds',
    'coinhub_withdrawal_review_sla_seconds',
  ],
  Outbox: [
    'coinhub_outbox_sent_total',
    'coinhub_outbox_failed_total',
    'coinhub_outbox_retry_depth',
  ],
  Process: [
    'process_resident_memory_bytes',
    'process_cpu_seconds_total',
    'nodejs_eventloop_lag_seconds',
  ],
  Database: ['coinhub_db_pool_connections', 'coinhub_pglite_file_bytes'],
};

const contentPanels = () => dashboardPanels().filter(({ panel }) => panel.type !== 'row');

describe('Grafana dashboard', () => {
  it('is a dashboard model with a Prometheus data source variable and an instance variable', () => {
    const model = dashboard();
    expect(model.uid).toBe('coinhub');
    expect(model.schemaVersion).toBeGreaterThanOrEqual(36);
    const variables = Object.fromEntries(model.templating.list.map((v) => [v.name, v]));
    expect(variables.datasource).toMatchObject({ type: 'datasource', query: 'prometheus' });
    expect(variables.instance?.type).toBe('query');
    const query = variables.instance?.query;
    const instanceQuery = typeof query === 'string' ? query : query?.query;
    expect(instanceQuery).toBe('label_values(coinhub_build_info, instance)');
  });

  it('has unique panel ids, and panels that do not overlap', () => {
    const ids = dashboardPanels().map(({ panel }) => panel.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const cells = new Map<string, string>();
    for (const { panel } of contentPanels()) {
      const { x, y, w, h } = panel.gridPos;
      expect(x + w, `${panel.title}: wider than the grid`).toBeLessThanOrEqual(24);
      for (let i = x; i < x + w; i++) {
        for (let j = y; j < y + h; j++) {
          const other = cells.get(`${i},${j}`);
          expect(other, `${panel.title} overlaps ${other}`).toBeUndefined();
          cells.set(`${i},${j}`, panel.title);
        }
      }
    }
  });

  it("queries the data source variable and only the server's and Prometheus's own metrics", () => {
    const known = new Set([...KNOWN_METRICS, ...recordedMetrics()]);
    const targets = dashboardTargets();
    expect(targets.length).toBeGreaterThan(0);
    const unknown = targets.flatMap(({ expr, panel }) =>
      metricNames(expr)
        .filter((name) => !known.has(name))
        .map((name) => `${panel}: ${name}`),
    );
    expect(unknown).toEqual([]);
    for (const { panel } of contentPanels()) {
      expect(panel.datasource?.uid, panel.title).toBe('${datasource}');
      for (const target of panel.targets ?? []) {
        expect(target.datasource?.uid ?? '${datasource}', panel.title).toBe('${datasource}');
        expect(target.expr.trim(), panel.title).not.toBe('');
      }
    }
  });

  it('has a row for each area, showing its metrics', () => {
    const panels = contentPanels();
    const missing = Object.entries(AREAS).flatMap(([area, metrics]) => {
      const inRow = panels.filter(({ row }) => row === area);
      if (inRow.length === 0) return [`${area}: no row or no panel`];
      const read = new Set(
        inRow.flatMap(({ panel }) => (panel.targets ?? []).flatMap((t) => metricNames(t.expr))),
      );
      return metrics.filter((metric) => !read.has(metric)).map((metric) => `${area}: ${metric}`);
    });
    expect(missing).toEqual([]);
  });
});
