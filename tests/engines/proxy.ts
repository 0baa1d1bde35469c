// A same-origin front for the server under test. It passes every request and WebSocket through,
// and adds two things the engines need:
// - the probe (probe.js): the app's HTML gets a script tag for it, so it runs before the app does,
//   in any engine, with no engine-specific hook;
// - a phone-sized frame (/__engines/frame.html) holding the app in a 390 x 844 iframe: WebKitGTK's
//   MiniBrowser window cannot be made narrower than about 447 px.
// The app's answers forbid framing (X-Frame-Options, CSP frame-ancestors); the front drops just
// those two, for its own frame. Everything else, the CSP's script-src 'self' included, is kept.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { forward, passUpgrades, type Upstream } from '../../scripts/pass-through.ts';

export const PHONE = { width: 390, height: 844 };
export const FRAME_PATH = '/__engines/frame.html';
const PROBE_PATH = '/__engines/probe.js';
const PROBE = readFileSync(join(import.meta.dirname, 'probe.js'));

const frameHtml = (src: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>engines</title></head>` +
  `<body style="margin:0;background:#888"><iframe id="app" src="${src}" ` +
  `style="display:block;border:0;width:${PHONE.width}px;height:${PHONE.height}px"></iframe></body></html>`;

function withoutFramingBans(headers: IncomingMessage['headers']) {
  const out = { ...headers };
  delete out['x-frame-options'];
  const csp = out['content-security-policy'];
  if (typeof csp === 'string') {
    out['content-security-policy'] = csp
      .split(';')
      .filter((part) => !part.trim().startsWith('frame-ancestors'))
      .join(';');
  }
  return out;
}

/** Starts the front on `port`, passing everything to the server at `target` (host:port). */
export function startProxy(port: number, target: Upstream): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front');
    if (url.pathname === PROBE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(PROBE);
      return;
    }
    if (url.pathname === FRAME_PATH) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(frameHtml(url.searchParams.get('src') ?? '/h5/'));
      return;
    }
    // Uncompressed answers, so the HTML can be read and the probe's tag added.
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    forward(
      req,
      target,
      headers,
      (answer) => {
        const outHeaders = withoutFramingBans(answer.headers);
        if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace('<head>', `<head><script src="${PROBE_PATH}"></script>`);
          delete outHeaders['content-length'];
          delete outHeaders['etag'];
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          res.end(html);
        });
      },
      () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      },
    );
  });

  passUpgrades(server, target);

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
