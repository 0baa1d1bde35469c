import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import type { Registers } from './scrape.ts';
import { TrafficWindow } from './window.ts';

// Requests by the contract's operationId, never by URL: a URL carries ids and anything a client
// makes up, so a label per URL would grow without bound (and could leak data into dashboards).

/** Routes outside the contract, by path prefix: one fixed label each. */
const FIXED_ROUTES: [prefix: string, operation: string][] = [
  ['/api/socket', 'socket'],
  ['/healthz', 'health'],
  ['/metrics', 'metrics'],
  ['/_operator', 'operator_endpoint'],
  ['/admin', 'console'],
  ['/h5', 'static'],
];

export function operationOf(request: FastifyRequest): string {
  const { schema, url } = request.routeOptions;
  const operationId = (schema as { operationId?: unknown } | undefined)?.operationId;
  if (typeof operationId === 'string') return operationId;
  if (url === undefined) return 'unmatched'; // the not-found handler
  if (url === '/') return 'static';
  return FIXED_ROUTES.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'other';
}

export class HttpMetrics {
  readonly #requests: Counter<'operation' | 'method' | 'status_class'>;
  readonly #duration: Histogram<'operation'>;
  /** The last minute of the same answers, for the console's live figures (modules/instances). */
  readonly window = new TrafficWindow();

  constructor(registers: Registers) {
    this.#requests = new Counter({
      name: 'coinhub_http_requests_total',
      help: 'HTTP requests answered, by contract operationId (or a fixed label), method and status class.',
      labelNames: ['operation', 'method', 'status_class'],
      registers,
    });
    this.#duration = new Histogram({
      name: 'coinhub_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by contract operationId (or a fixed label).',
      labelNames: ['operation'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
  }

  observe(operation: string, method: string, status: number, seconds: number): void {
    const statusClass = `${Math.floor(status / 100)}xx`;
    this.#requests.inc({ operation, method, status_class: statusClass });
    this.#duration.observe({ operation }, seconds);
    this.window.observe(status, seconds);
  }
}

/** Counts every answered request (add before the routes so it sees them all). */
export function installHttpMetrics(app: FastifyInstance, metrics: HttpMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(
      operationOf(request),
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}

/** Equal tokens, compared in constant time whatever their lengths (digests of equal size). */
export function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics on the public address: only when a token is configured, and only with
 * `Authorization: Bearer <token>` (401 otherwise, saying nothing more). Without a token the route
 * does not exist (404). Never under /api: the contract's prefix is not a way in.
 */
export function registerPublicMetrics(
  app: FastifyInstance,
  metrics: { text(): Promise<string>; contentType: string },
  token: string | undefined,
): void {
  if (!token) return;
  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    const match = /^Bearer ([^\s]+)$/.exec(request.headers.authorization ?? '');
    if (!match || !sameToken(match[1]!, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.text());
  });
}
