import { existsSync } from 'node:fs';
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

/** The built app at /h5/ (hash routing: index.html is the only page) and / redirecting to it. */
export async function registerSite(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<void> {
  app.get('/', { config: { rateLimit: false } }, (_request, reply) => reply.redirect('/h5/'));
  if (!staticDir || !existsSync(staticDir)) return; // not built yet: /h5/ answers 404
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/h5/',
    index: 'index.html',
    wildcard: true,
  });
}
