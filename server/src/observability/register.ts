// Tracing's switch, and the reason it must be the FIRST import of every server entry point
// (server/src/main.ts, scripts/start.ts; or `node --import ./server/src/observability/register.ts`).
//
// Traces are off unless OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set.
// Off, this file loads nothing else: no OpenTelemetry SDK, no instrumentation, no cost. On, it
// starts the SDK (./tracing.ts) before `pg`, `fastify` and `node:http` are loaded, because
// OpenTelemetry's auto-instrumentation patches a package as it is required: a package loaded before
// the SDK starts is never traced.
//
// Why a synchronous require() and not `await import()`: ES modules evaluate their imports in order,
// but a module with top-level await only holds back the modules that import it, not the imports
// listed after it in the same file. `import './observability/register.ts'` followed by
// `import { buildApp } from './app.ts'` would load Fastify and pg while an awaited import() of the
// SDK was still pending. Node 24 can require() an ES module synchronously (it has no top-level
// await), so the SDK is running when this module's evaluation ends, and only when it is enabled.
import { createRequire } from 'node:module';

export interface TracingHandle {
  /** Exports the spans still buffered, then stops the SDK. */
  shutdown(): Promise<void>;
}

/** Whether the environment asks for traces (an OTLP endpoint, and the SDK not disabled). */
export function tracingRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  const endpoint =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const disabled = ['true', '1'].includes((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase());
  return Boolean(endpoint) && !disabled;
}

let handle: TracingHandle | undefined;

if (tracingRequested()) {
  const load = createRequire(import.meta.url);
  const { startTracing } = load('./tracing.ts') as typeof import('./tracing.ts');
  handle = startTracing(process.env);
}

/** Whether this process exports traces. */
export function tracingEnabled(): boolean {
  return handle !== undefined;
}

/** Flushes and stops tracing (a no-op when it is off); the server calls it last when it stops. */
export async function shutdownTracing(): Promise<void> {
  const current = handle;
  handle = undefined;
  await current?.shutdown();
}
