import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Security headers on every answer (helmet): a strict Content Security Policy for the app, and
// nosniff, referrer, opener and permissions policies everywhere, the API included.

/** Hashes of the inline blocks of the built index.html: its <style> (the splash's critical CSS)
 * and its <script> (which starts fetching the first screen's files, scripts/vite/early-preload.ts),
 * the only inline ones the policy allows. Read once at start, as the server serves that build. */
export function inlineHashes(staticDir: string | undefined): {
  styles: string[];
  scripts: string[];
} {
  const index = staticDir && path.join(staticDir, 'index.html');
  if (!index || !existsSync(index)) return { styles: [], scripts: [] };
  const html = readFileSync(index, 'utf8');
  const hashes = (blocks: RegExp) =>
    [...html.matchAll(blocks)].map(
      ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
    );
  // Scripts with attributes (src=...) are files, covered by 'self'.
  return {
    styles: hashes(/<style[^>]*>([\s\S]*?)<\/style>/g),
    scripts: hashes(/<script>([\s\S]*?)<\/script>/g),
  };
}

/** The socket's origin for this request's host, both schemes ('self' covers it in CSP 3, older
 * engines need it spelled out). A host that is not a plain host[:port] adds nothing. */
function socketOrigins(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i.test(host)
    ? `ws://${host} wss://${host}`
    : '';
}

// Powerful features: the camera only for the app itself (KYC and payment photos), nothing else.
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

/** The operator console (/admin/) is built on antd, which writes its styles at run time (CSS-in-JS),
 * and its dialogs' scroll lock adds a <style> it gives no nonce: the console's pages allow inline
 * styles. Scripts stay 'self' only, so an injected style still cannot run code; the mobile app keeps
 * the strict policy (its splash's hashes only). A hash next to 'unsafe-inline' would disable it. */
const CONSOLE_PREFIX = '/admin';
function styleSources(request: IncomingMessage, appHashes: string): string {
  return request.url?.startsWith(CONSOLE_PREFIX) ? "'unsafe-inline'" : appHashes;
}
/** Files, and the app's inline script by its hash (never 'unsafe-inline'); the console has none. */
function scriptSources(request: IncomingMessage, appHashes: string): string {
  return request.url?.startsWith(CONSOLE_PREFIX) || !appHashes ? "'self'" : `'self' ${appHashes}`;
}

// Policies that govern a document (or a worker, which is never under assets/): on a script, style
// sheet or image they do nothing, and a first visit fetches dozens of those, so their ~1 KB each
// stays off. nosniff, CORP and the referrer policy stay on every answer.
const HASHED_ASSETS = ['/h5/assets/', '/admin/assets/'];
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { staticDir: string | undefined; behindTlsProxy: boolean },
): Promise<void> {
  const inline = inlineHashes(options.staticDir);
  const appStyleHashes = inline.styles.join(' ');
  const appScriptHashes = inline.scripts.join(' ');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(req) => scriptSources(req, appScriptHashes)],
        // antd-mobile ships plain CSS files and sets dynamic styles through React's `style`
        // prop (CSSOM), which CSP does not govern; the only inline <style> is the splash's.
        styleSrc: ["'self'", (req) => styleSources(req, appStyleHashes)],
        // data: for generated QR codes and posters, blob: for photo previews before upload.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", (req) => socketOrigins(req)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Upgrading http sub-resources only makes sense where TLS is in front.
        ...(options.behindTlsProxy ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Resources are same-origin only; no other site may embed them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only when TLS ends in front of the server; on plain http it would lock browsers out.
    strictTransportSecurity: options.behindTlsProxy
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // The API's JSON is never a page; the app has no frames to protect beyond frame-ancestors.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (HASHED_ASSETS.some((prefix) => request.url.startsWith(prefix))) {
      for (const header of DOCUMENT_ONLY) reply.removeHeader(header);
    } else {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    }
    return payload;
  });
}
