// Where the metrics can be read: their own listener (GET /metrics, nothing else), and the public
// address only with METRICS_TOKEN as a bearer token. Never under /api, never to a guess.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../helpers/backends.ts';
import { startMetricsListener } from '../../src/modules/metrics/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { scrape, value } from './support.ts';

const TOKEN = 'metrics-test-token-0123456789';
const VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describe('metrics exposure', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });
  const start = async (options: Parameters<typeof startTestApp>[1] = {}) => {
    const t = await startTestApp(await openPglite(), options);
    apps.push(t);
    return t;
  };
  const get = (t: TestApp, url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it('has no /metrics on the public address without a token', async () => {
    const t = await start();
    for (const url of ['/metrics', '/api/metrics', '/metrics/', '/api/metrics?x=1'])
      expect((await get(t, url, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('answers the public /metrics only to the bearer token, and never under /api', async () => {
    const t = await start({ metrics: { token: TOKEN } });
    const refusals = [
      undefined,
      'Bearer',
      'Bearer wrong-token-0123456789',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`user:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ];
    for (const authorization of refusals) {
      const res = await get(t, '/metrics', authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('coinhub_');
    }
    const ok = await get(t, '/metrics', `Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(value(ok.body, 'coinhub_build_info', { version: VERSION })).toBe(1);
    for (const url of ['/api/metrics', '/api/v1/metrics', '/api//metrics'])
      expect((await get(t, url, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('serves GET /metrics on its own listener, and 404 for anything else', async () => {
    const t = await start();
    const listener = await startMetricsListener(
      t.app.metrics,
      { host: '127.0.0.1', port: 0 },
      t.app.log,
    );
    try {
      const res = await fetch(`${listener.url}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(value(await res.text(), 'coinhub_build_info', { version: VERSION })).toBe(1);
      expect((await fetch(`${listener.url}/metrics?name[]=x`)).status).toBe(200);
      for (const path of ['/', '/api/metrics', '/metrics/', '/healthz', '/api/area_code'])
        expect((await fetch(`${listener.url}${path}`)).status).toBe(404);
      expect((await fetch(`${listener.url}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });

  it('gives each app its own registry (several apps in one process neither collide nor mix)', async () => {
    const a = await start();
    const b = await start();
    await a.post('/api/area_code');
    await a.post('/api/area_code');
    await b.post('/api/area_code');
    const labels = { operation: 'areaCode', method: 'POST', status_class: '2xx' };
    expect(value(await scrape(a.app), 'coinhub_http_requests_total', labels)).toBe(2);
    expect(value(await scrape(b.app), 'coinhub_http_requests_total', labels)).toBe(1);
  });

  it("adds Node's process metrics when asked (the running server), under their standard names", async () => {
    const plain = await scrape((await start()).app);
    expect(value(plain, 'process_cpu_user_seconds_total')).toBeUndefined();
    const withProcess = await scrape((await start({ metrics: { processMetrics: true } })).app);
    expect(value(withProcess, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(withProcess, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});
