// The measuring front of `npm run lighthouse`: /h5/reference/ from dist-bench/reference (the
// reference page, pre-compressed like the app), everything else passed to the server. The app and
// the reference are both measured through it, so both pay the same extra hop.
//
// It speaks HTTPS with HTTP/2, as the TLS proxy in front of a deployment does (README: Deploying;
// `TRUST_PROXY`): a phone reaches an exchange only over TLS, and every such front multiplexes a
// page's files on one connection. Measured over plain HTTP/1.1 instead, Lighthouse simulates six
// connections per origin, each file a round trip on a slow 4G link, which no phone sees: it made
// the app's 18 first-load files cost login 1.57 times the reference's LCP, against 1.14 over HTTP/2.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { forward, passUpgrades, type Upstream } from '../pass-through.ts';

export const REFERENCE_PREFIX = '/h5/reference/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves the reference's built files from `dir`, compressed as the server would. */
function serveReference(dir: string, path: string, acceptEncoding: string) {
  const relative = normalize(path.slice(REFERENCE_PREFIX.length) || 'index.html');
  if (relative.startsWith('..')) return undefined;
  const file = join(dir, relative);
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': relative.startsWith('assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    vary: 'accept-encoding',
  };
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (acceptEncoding.includes(encoding) && existsSync(file + suffix)) {
      return {
        headers: { ...headers, 'content-encoding': encoding },
        body: readFileSync(file + suffix),
      };
    }
  }
  return { headers, body: readFileSync(file) };
}

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids, and HTTP/2's pseudo-headers.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];
const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.includes(name)),
  );

/** A certificate for 127.0.0.1 for this run only (the measuring browser ignores who signed it). */
function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-front-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];
    args.push('-nodes', '-subj', '/CN=127.0.0.1', '-days', '1', '-keyout', key, '-out', cert);
    execFileSync('openssl', args, { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function startFront(
  port: number,
  referenceDir: string,
  server: Upstream,
): Promise<Http2SecureServer> {
  // HTTP/1.1 stays allowed for the app's WebSocket, which Chromium opens over a connection of its own.
  const front = createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (req, res) => {
    const path = new URL(req.url ?? '/', 'http://front').pathname;
    if (path.startsWith(REFERENCE_PREFIX)) {
      const found = serveReference(
        referenceDir,
        path,
        String(req.headers['accept-encoding'] ?? ''),
      );
      if (found) res.writeHead(200, found.headers).end(found.body);
      else res.writeHead(404).end();
      return;
    }
    forward(
      req,
      server,
      { ...endToEnd(req.headers), host: req.authority },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
      () => res.writeHead(502).end(),
    );
  });
  passUpgrades(front, server);
  return new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', () => resolve(front));
  });
}
