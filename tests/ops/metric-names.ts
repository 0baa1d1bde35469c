// The metric names the rules and the dashboard in ops/ may read (the server's, issue 36, and
// those of prom-client and Prometheus), and the metric names a PromQL expression reads.

const HISTOGRAMS = [
  'coinhub_http_request_duration_seconds',
  'coinhub_ledger_writer_batch_size',
  'coinhub_job_duration_seconds',
];
const SERVER_METRICS = [
  'coinhub_build_info',
  'coinhub_http_requests_total',
  'coinhub_ledger_journal_entries_total',
  'coinhub_ledger_writer_queue_depth',
  'coinhub_ledger_postings_refused_total',
  'coinhub_ledger_audit_ok',
  'coinhub_ledger_audit_last_run_timestamp_seconds',
  'coinhub_job_runs_total',
  'coinhub_job_failures_total',
  'coinhub_job_lag_seconds',
  'coinhub_job_period_seconds',
  'coinhub_job_last_success_timestamp_seconds',
  'coinhub_socket_connections',
  'coinhub_socket_subscriptions',
  'coinhub_socket_frames_sent_total',
  'coinhub_socket_resyncs_total',
  'coinhub_review_pending',
  'coinhub_review_oldest_pending_age_seconds',
  'coinhub_withdrawal_review_sla_seconds',
  'coinhub_outbox_sent_total',
  'coinhub_outbox_failed_total',
  'coinhub_outbox_retry_depth',
  'coinhub_db_pool_connections',
  'coinhub_pglite_file_bytes',
  ...HISTOGRAMS.flatMap((name) => [`${name}_bucket`, `${name}_sum`, `${name}_count`]),
];
// prom-client's default metrics (collectDefaultMetrics).
const NODE_DEFAULT_METRICS = [
  'process_cpu_user_seconds_total',
  'process_cpu_system_seconds_total',
  'process_cpu_seconds_total',
  'process_start_time_seconds',
  'process_resident_memory_bytes',
  'process_virtual_memory_bytes',
  'process_heap_bytes',
  'process_open_fds',
  'process_max_fds',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_min_seconds',
  'nodejs_eventloop_lag_max_seconds',
  'nodejs_eventloop_lag_mean_seconds',
  'nodejs_eventloop_lag_stddev_seconds',
  'nodejs_eventloop_lag_p50_seconds',
  'nodejs_eventloop_lag_p90_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_requests',
  'nodejs_active_requests_total',
  'nodejs_active_resources',
  'nodejs_active_resources_total',
  'nodejs_heap_size_total_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_external_memory_bytes',
  'nodejs_heap_space_size_total_bytes',
  'nodejs_heap_space_size_used_bytes',
  'nodejs_heap_space_size_available_bytes',
  'nodejs_version_info',
  'nodejs_gc_duration_seconds_bucket',
  'nodejs_gc_duration_seconds_sum',
  'nodejs_gc_duration_seconds_count',
];
// Series that Prometheus itself records for every scrape target.
const PROMETHEUS_METRICS = [
  'up',
  'scrape_duration_seconds',
  'scrape_samples_scraped',
  'scrape_samples_post_metric_relabeling',
  'scrape_series_added',
];

/** Every metric the rules and panels may read, besides the recording rules' own. */
export const KNOWN_METRICS: ReadonlySet<string> = new Set([
  ...SERVER_METRICS,
  ...NODE_DEFAULT_METRICS,
  ...PROMETHEUS_METRICS,
]);

const PROMQL_KEYWORDS = new Set([
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'atan2',
  'inf',
  'nan',
]);

/** The metric names a PromQL expression (possibly with Grafana variables) reads. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/\$\{[^}]*\}|\$\w+/g, ' ') // Grafana variables
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""') // strings
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // ranges and subqueries
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const match of bare.matchAll(/(?<![\w.:])[a-zA-Z_:][\w:]*/g)) {
    const name = match[0];
    const after = bare.slice(match.index + name.length);
    if (/^\s*\(/.test(after) || PROMQL_KEYWORDS.has(name.toLowerCase())) continue;
    names.add(name);
  }
  return [...names];
}
