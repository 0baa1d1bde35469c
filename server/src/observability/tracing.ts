// The OpenTelemetry SDK, loaded only when register.ts finds an OTLP endpoint (README "Running in
// production: traces and logs"). Everything else comes from the standard OTEL_* variables:
// OTEL_EXPORTER_OTLP_ENDPOINT / _TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL (http/protobuf by
// default, http/json or grpc), OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER(_ARG),
// OTEL_RESOURCE_ATTRIBUTES; OTEL_SERVICE_NAME names the service ("coinhub-server" by default).
//
// What is traced:
// - every HTTP request (instrumentation-http: one server span, continuing an incoming
//   `traceparent`); ./http.ts names it by route template and adds the contract's operationId;
// - every PostgreSQL query and pool checkout under it (instrumentation-pg; statements with their
//   $n placeholders, never the values); PGlite, which is not `pg`, gets spans from ./pglite.ts;
// - the ledger's postings and transactions (server/src/ledger: `ledger.post`, `ledger.run`);
// - outgoing HTTP (web push, other services).
// Only traces: logs stay in pino, metrics in Prometheus (modules/metrics), so the SDK's log and
// metric pipelines are explicitly empty here.
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { TracingHandle } from './register.ts';

export const DEFAULT_SERVICE_NAME = 'coinhub-server';

/** Paths polled by machines: a span per probe or scrape would bury the requests of people. */
const UNTRACED_PATHS = new Set(['/healthz', '/metrics']);

/** Query parameters whose values never reach a span (the server takes no secret in a URL, but a
 * client may still send one). */
const REDACTED_QUERY_PARAMETERS = [
  'token',
  'access_token',
  'code',
  'password',
  'fund_password',
  'totp_code',
  'recovery_code',
  'secret',
  'sig',
  'signature',
];

export function startTracing(env: NodeJS.ProcessEnv): TracingHandle {
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          UNTRACED_PATHS.has((request.url ?? '').split('?')[0]!),
        redactedQueryParamsServer: REDACTED_QUERY_PARAMETERS,
        redactedQueryParams: REDACTED_QUERY_PARAMETERS,
      }),
      new PgInstrumentation({
        // A query outside any request or ledger span (LISTEN/NOTIFY, a job's poll every few
        // seconds) would start a trace of its own: noise, not a story.
        requireParentSpan: true,
        // Never the parameters' values: they carry password hashes, codes' digests, addresses.
        enhancedDatabaseReporting: false,
      }),
    ],
    // Traces only (see above): no OTLP log or metric exporter, whatever OTEL_LOGS_EXPORTER says.
    logRecordProcessors: [],
    metricReaders: [],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
