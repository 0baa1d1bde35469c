import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.ts';

/** Liveness for load balancers and scripts: plain JSON (not the API envelope), with a database ping. */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/healthz', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await database.query('SELECT 1');
      return { status: 'ok', db: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', db: 'error' });
    }
  });
}

// Hashed build output never changes under its name: a year, immutable. Everything else (index.html,
// the web manifest, the service worker and its helpers, icons) revalidates by ETag on every use,
// so a new deployment is seen on the next visit.
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** The built app at /h5/ (hash routing: index.html is the only page) and / redirecting to it.
 * The build writes .br and .gz beside each text file; the one the browser accepts is sent. */
export async function registerSite(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<void> {
  app.get('/', { config: { rateLimit: false } }, (_request, reply) => reply.redirect('/h5/'));
  if (!staticDir || !existsSync(staticDir)) return; // not built yet: /h5/ answers 404
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/h5/',
    // The shell's own routes below: the plugin's directory index misses the pre-compressed
    // variants (it answers 404 to /h5/ when the browser accepts br).
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false, // set below, per kind of file
    setHeaders: (reply, file) => {
      const hashed = path.relative(staticDir, file).split(path.sep)[0] === 'assets';
      reply.header('cache-control', hashed ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    },
  });
  app.get('/h5', (_request, reply) => reply.redirect('/h5/'));
  app.get('/h5/', (_request, reply) => reply.sendFile('index.html'));
}

/** The built operator console at /admin/ (its own build, hash routing, index.html its only page). */
export async function registerConsoleSite(
  app: FastifyInstance,
  consoleDir: string | undefined,
): Promise<void> {
  app.get('/admin', { config: { rateLimit: false } }, (_request, reply) =>
    reply.redirect('/admin/'),
  );
  if (!consoleDir || !existsSync(consoleDir)) return; // not built yet: /admin/ answers 404
  await app.register(fastifyStatic, {
    root: consoleDir,
    prefix: '/admin/',
    // sendFile is decorated once: by the app's registration above when the app is built.
    decorateReply: !app.hasReplyDecorator('sendFile'),
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      const hashed = path.relative(consoleDir, file).split(path.sep)[0] === 'assets';
      reply.header('cache-control', hashed ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    },
  });
  app.get('/admin/', (_request, reply) => reply.sendFile('index.html', consoleDir));
}
