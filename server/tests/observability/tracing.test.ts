// Traces (README "Running in production: traces and logs"): with OTEL_EXPORTER_OTLP_ENDPOINT the
// real server process exports, over OTLP/HTTP, a span per request named by its route template and
// carrying its operationId, the database queries under it and the ledger's posting; without it,
// no OpenTelemetry SDK is even loaded and nothing is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresReachable } from '../helpers/backends.ts';
import {
  descendsFrom,
  freshPostgresDatabase,
  post,
  startReceiver,
  startServerProcess,
  until,
  type Receiver,
  type ReceivedSpan,
} from './support.ts';

const USDT = 3;
const SPY = ['--import', './server/tests/observability/module-spy.ts'];
const requirePostgres = process.env.REQUIRE_POSTGRES === '1';

const storages = [
  { name: 'pglite', database: async () => ({ url: '', drop: async () => {} }) },
  ...(postgresReachable() || requirePostgres
    ? [{ name: 'postgres', database: freshPostgresDatabase }]
    : []),
];

/** Signs in as the demo user and moves 1 USDT from spot to options (a ledger posting). */
async function transfer(base: string, requestId: string) {
  const login = await post(base, 'user/login', {
    type: 'email',
    user_string: 'demo@example.com',
    password: 'demo123456',
  });
  expect(login.body.type).toBe('ok');
  const token = (login.body.data as { token: string }).token;
  const moved = await post(
    base,
    'wallet/change',
    {
      from: 'spot',
      to: 'options',
      currency_id: String(USDT),
      amount: '1',
      request_id: 'obs-transfer-1',
    },
    { authorization: token, 'x-request-id': requestId },
  );
  expect(moved.body.type).toBe('ok');
  expect(moved.headers.get('x-request-id')).toBe(requestId);
  return token;
}

describe.each(storages)('traces on $name', (storage) => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => receiver?.close());

  it(
    'exports the request span with its operationId, the queries and the ledger posting under it',
    { timeout: 180_000 },
    async () => {
      const database = await storage.database();
      const server = await startServerProcess(
        {
          NODE_ENV: 'development', // seeds the demo user and its balances
          DATABASE_URL: database.url,
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_BSP_SCHEDULE_DELAY: '100',
        },
        SPY,
      );
      try {
        await transfer(server.base, 'trace-test-1');
        const ledgerPost = () => receiver.spans.find((s) => s.name === 'ledger.post');
        const request = () =>
          receiver.spans.find((s) => s.attributes['coinhub.operation_id'] === 'walletChange');
        await until(() => Boolean(ledgerPost() && request()));
      } finally {
        expect(await server.stop()).toBe(0); // flushes what is left
        await database.drop();
      }
      expect(receiver.requests.every((r) => r === 'POST /v1/traces')).toBe(true);
      const spans = receiver.spans;
      // The SDK was loaded (the spy sees it), so the "off" test's silence means something.
      expect(server.output.join('')).toContain('otel-module-loaded');

      const request = spans.find((s) => s.attributes['coinhub.operation_id'] === 'walletChange')!;
      expect(request).toBeDefined();
      expect(request.name).toBe('POST /api/wallet/change');
      expect(request.attributes['http.route']).toBe('/api/wallet/change');
      expect(request.kind).toBe(2); // SERVER
      expect(request.resource['service.name']).toBe('coinhub-server');
      expect(request.attributes['user.id']).toMatch(/^\d+$/);
      const login = spans.find((s) => s.attributes['coinhub.operation_id'] === 'userLogin');
      expect(login?.name).toBe('POST /api/user/login');

      const under = (s: ReceivedSpan) => descendsFrom(s, request, spans);
      const isQuery = (s: ReceivedSpan) =>
        storage.name === 'postgres'
          ? s.scope === '@opentelemetry/instrumentation-pg' && s.name.startsWith('pg.query')
          : s.scope === 'coinhub-pglite';
      const queries = spans.filter((s) => isQuery(s) && under(s));
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) {
        // The statement with its placeholders; never a parameter's value.
        expect(
          String(query.attributes['db.query.text'] ?? query.attributes['db.statement']),
        ).not.toContain('obs-transfer-1');
      }
      const posting = spans.find((s) => s.name === 'ledger.post' && under(s));
      expect(posting).toBeDefined();
      expect(posting!.attributes['ledger.kind']).toBeTypeOf('string');
      // The posting's own SQL is under the posting.
      expect(spans.some((s) => isQuery(s) && descendsFrom(s, posting!, spans))).toBe(true);
      // No span is named by a URL carrying an id or a query string.
      for (const span of spans) expect(span.name).not.toMatch(/\?|obs-transfer-1|\/\d+(\/|$)/);
    },
  );
});

describe('traces off', () => {
  it(
    'loads no OpenTelemetry SDK and sends nothing without OTEL_EXPORTER_OTLP_ENDPOINT',
    { timeout: 120_000 },
    async () => {
      // Where an SDK would send by default (localhost:4318), when that port is free here.
      const fallback = await startReceiver(4318).catch(() => undefined);
      const server = await startServerProcess(
        {
          NODE_ENV: 'development',
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_BSP_SCHEDULE_DELAY: '100',
          OTEL_SERVICE_NAME: 'should-not-matter',
        },
        SPY,
      );
      try {
        await transfer(server.base, 'trace-off-1');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      } finally {
        expect(await server.stop()).toBe(0);
        await fallback?.close();
      }
      expect(server.output.join('')).not.toContain('otel-module-loaded');
      expect(fallback?.requests ?? []).toEqual([]);
    },
  );
});
