// Helpers of the observability tests: a tiny OTLP/HTTP (JSON) receiver, the real server process,
// and a fresh PostgreSQL database for it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/free-port.ts';
import { freshDatabase } from '../../../tests/cluster/support.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
};

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  scope: string;
  attributes: Record<string, string | number | boolean | undefined>;
  resource: Record<string, string | number | boolean | undefined>;
}

function attributesOf(list: { key: string; value: AnyValue }[] = []) {
  return Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue === undefined ? undefined : Number(value.intValue)) ??
        value.boolValue ??
        value.doubleValue,
    ]),
  );
}

/** An OTLP/HTTP receiver for the JSON protocol: every request is counted, spans are decoded. */
export interface Receiver {
  url: string;
  /** Every request it received, by path (POST /v1/traces, or anything else an exporter tries). */
  requests: string[];
  spans: ReceivedSpan[];
  close(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const requests: string[] = [];
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push(`${request.method} ${request.url}`);
      if (request.url === '/v1/traces' && /json/.test(request.headers['content-type'] ?? '')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const resourceSpans of body.resourceSpans ?? []) {
          const resource = attributesOf(resourceSpans.resource?.attributes);
          for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
            for (const span of scopeSpans.spans ?? []) {
              spans.push({
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                kind: span.kind,
                scope: scopeSpans.scope?.name ?? '',
                attributes: attributesOf(span.attributes),
                resource,
              });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Whether `span` has `ancestor` up its parent chain (the same trace). */
export function descendsFrom(
  span: ReceivedSpan,
  ancestor: ReceivedSpan,
  spans: ReceivedSpan[],
): boolean {
  if (span.traceId !== ancestor.traceId) return false;
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  for (let at = span.parentSpanId; at; at = byId.get(at)?.parentSpanId) {
    if (at === ancestor.spanId) return true;
  }
  return false;
}

export interface ServerProcess {
  base: string;
  /** What it printed on stdout and stderr. */
  output: string[];
  stop(): Promise<number | null>;
}

/** `node [--import spy] server/src/main.ts` with the given environment, once /healthz answers. */
export async function startServerProcess(
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'observability-'));
  const child = spawn(process.execPath, [...nodeOptions, 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...withoutOtel(process.env),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: path.join(dataDir, 'no-app'),
      CONSOLE_DIR: path.join(dataDir, 'no-console'),
      JOBS: 'false',
      LOG_LEVEL: 'warn',
      LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    const healthy = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { base, output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The test run's own environment without any OTEL_* variable (each test sets its own). */
function withoutOtel(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => !entry[0].startsWith('OTEL_') && entry[1] !== undefined,
    ),
  );
}

/** A new database on the test server (the server process migrates it); drop() removes it. */
export const freshPostgresDatabase = () => freshDatabase('observability');

/** A form POST to the API: the status, the answer's headers and the JSON envelope. */
export async function post(
  base: string,
  route: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { code: number; type: string; data: unknown },
  };
}

/** Waits until `ready` holds, at most `ms`. */
export async function until(ready: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
