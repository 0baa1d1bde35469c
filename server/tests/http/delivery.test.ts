import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

// How the app and the API reach a browser: pre-compressed files, caching per kind of file,
// on-the-fly compression of larger API answers, and the security headers. Storage plays no part,
// so this runs on the embedded backend only.
const [embedded] = backends();

const SPLASH_CSS = 'body{background:#f5f6f8}';
const PRELOAD_JS = 'document.head.dataset.early="1"';
const INDEX = `<!doctype html><html><head><style>${SPLASH_CSS}</style><script>${PRELOAD_JS}</script></head><body><script type="module" crossorigin src="/h5/assets/app-abc123.js"></script></body></html>`;
const ASSET = `export const app = "${'x'.repeat(4000)}";`;

let dist: string;
let consoleDist: string;
const CONSOLE_INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
beforeAll(() => {
  consoleDist = mkdtempSync(path.join(tmpdir(), 'dist-admin-'));
  mkdirSync(path.join(consoleDist, 'assets'));
  writeFileSync(path.join(consoleDist, 'index.html'), CONSOLE_INDEX);
  writeFileSync(path.join(consoleDist, 'assets/console-abc123.js'), ASSET);
  writeFileSync(path.join(consoleDist, 'assets/console-abc123.js.br'), brotliCompressSync(ASSET));
  dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, text: string) => {
    writeFileSync(path.join(dist, name), text);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/app-abc123.js', ASSET);
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('manifest.webmanifest', '{"name":"CoinHub"}');
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(consoleDist, { recursive: true, force: true });
});

describe('delivery of the app and the API', () => {
  let t: TestApp;
  afterEach(() => t?.close());
  const start = async (options: { trustProxy?: number } = {}) => {
    t = await startTestApp(await embedded!.open(), {
      staticDir: dist,
      consoleDir: consoleDist,
      ...options,
    });
    return t.app;
  };

  it('sends the variant the browser accepts, brotli first, and says it varies', async () => {
    const app = await start();
    const br = await app.inject({
      url: '/h5/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gz = await app.inject({
      url: '/h5/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);

    const plain = await app.inject({ url: '/h5/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('caches hashed assets for a year and makes the shell revalidate', async () => {
    const app = await start();
    const asset = await app.inject({ url: '/h5/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/h5/', '/h5/index.html', '/h5/sw.js', '/h5/manifest.webmanifest']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeTruthy();
      const again = await app.inject({
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('never lets the API be cached, whatever the answer', async () => {
    const app = await start();
    const answers = [
      await app.inject({ url: '/api/no/such/thing' }),
      await t.post('/api/user/login', { type: 'email', user_string: 'a@b.co', password: 'x' }),
      await t.post('/api/user/center'),
      await t.post('/api/area_code'),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], res.body).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('compresses API answers above about 1 KB and leaves small ones alone', async () => {
    const app = await start();
    const small = await app.inject({
      url: '/api/no/such/thing',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();

    const large = await t.post('/api/area_code', {}, { 'accept-encoding': 'br, gzip' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(json.type).toBe('ok');
    expect(JSON.stringify(json).length).toBeGreaterThan(1024);
  });

  it('sets a strict content security policy that allows only the splash style and the preload script inline', async () => {
    const app = await start();
    const res = await app.inject({ url: '/h5/', headers: { host: 'phone.test:8080' } });
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    const splashHash = createHash('sha256').update(SPLASH_CSS).digest('base64');
    const preloadHash = createHash('sha256').update(PRELOAD_JS).digest('base64');
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': `'self' 'sha256-${preloadHash}'`,
      'style-src': `'self' 'sha256-${splashHash}'`,
      'img-src': "'self' data: blob:",
      'connect-src': "'self' ws://phone.test:8080 wss://phone.test:8080",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
    });
    expect(directives['upgrade-insecure-requests']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\)(,|$)/);
    expect(res.headers['permissions-policy']).toMatch(/microphone=\(\)/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the operator console at /admin/ with its own style policy, scripts still self only', async () => {
    const app = await start();
    expect((await app.inject({ url: '/admin' })).headers.location).toBe('/admin/');
    const page = await app.inject({ url: '/admin/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(CONSOLE_INDEX);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeTruthy();
    const csp = String(page.headers['content-security-policy']);
    // antd's run-time styles: inline styles allowed here (and no hash, which would disable that)
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    const asset = await app.inject({
      url: '/admin/assets/console-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    // the mobile app keeps its strict policy
    const app5 = await app.inject({ url: '/h5/' });
    expect(String(app5.headers['content-security-policy'])).not.toMatch(/unsafe-inline/);
  });

  it('keeps document-only policies off hashed assets, but not nosniff', async () => {
    const app = await start();
    const asset = await app.inject({ url: '/h5/assets/app-abc123.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['permissions-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The service worker is a document of its own: its policy stays.
    const worker = await app.inject({ url: '/h5/sw.js' });
    expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('leaves a forged Host out of the policy', async () => {
    const app = await start();
    const res = await app.inject({
      url: '/h5/',
      headers: { host: "evil; script-src 'unsafe-inline'" },
    });
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('sends HSTS only when TLS ends at a trusted proxy in front', async () => {
    const app = await start({ trustProxy: 1 });
    const res = await app.inject({ url: '/h5/' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
