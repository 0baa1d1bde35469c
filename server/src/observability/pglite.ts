// Query spans on the embedded PGlite store, which OpenTelemetry's pg instrumentation cannot see
// (PGlite is PostgreSQL compiled to WebAssembly in this process, not a `pg` client). With tracing
// on, main.ts wraps the PGlite client under the database handle: each query or exec, in or out of a
// transaction, becomes a client span named like pg's (`pglite.query:SELECT`) with the statement
// and its $n placeholders, never the parameters' values. Only under an active span (a request, a
// ledger posting), as with pg's `requireParentSpan`.
import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { Database } from '../db/index.ts';

const tracer = trace.getTracer('coinhub-pglite');
const MAX_STATEMENT = 2048;

type Run = (sql: string, ...rest: unknown[]) => Promise<unknown>;
interface Queryable {
  query: Run;
  exec: Run;
}
interface Client extends Queryable {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
}

function spanName(kind: 'query' | 'exec', sql: string): string {
  const verb = /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase();
  return verb ? `pglite.${kind}:${verb}` : `pglite.${kind}`;
}

function traced(kind: 'query' | 'exec', run: Run): Run {
  return (sql, ...rest) => {
    if (!trace.getActiveSpan()) return run(sql, ...rest);
    return tracer.startActiveSpan(
      spanName(kind, sql),
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.system': 'postgresql',
          'db.query.text': sql.slice(0, MAX_STATEMENT),
          'db.statement': sql.slice(0, MAX_STATEMENT),
        },
      },
      async (span: Span) => {
        try {
          return await run(sql, ...rest);
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  };
}

function wrap(target: Queryable): void {
  target.query = traced('query', target.query.bind(target));
  target.exec = traced('exec', target.exec.bind(target));
}

/** Wraps the PGlite client of `database` (a no-op on PostgreSQL, which pg's instrumentation covers). */
export function tracePglite(database: Database): void {
  if (database.kind !== 'pglite') return;
  const client = (database.db as unknown as { $client?: Client }).$client;
  if (!client) return;
  const transaction = client.transaction.bind(client);
  wrap(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      wrap(tx);
      return callback(tx);
    });
}
