// The measuring front of `npm run lighthouse`: /h5/reference/ from dist-bench/reference (the
// reference page, pre-compressed like the app), everything else passed to the server. The app and
// the reference are both measured through it, so both pay the same extra hop.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
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

export function startFront(port: number, referenceDir: string, server: Upstream): Promise<Server> {
  const front = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://front').pathname;
    if (path.startsWith(REFERENCE_PREFIX)) {
      const found = serveReference(
        referenceDir,
        path,
        String(req.headers['accept-encoding'] ?? ''),
      );
      res.writeHead(found ? 200 : 404, found?.headers).end(found?.body);
      return;
    }
    forward(
      req,
      server,
      req.headers,
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
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
