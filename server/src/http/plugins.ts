import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import responseValidation from '@fastify/response-validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { receiveFile } from '../modules/uploads/received.ts';
import { answerValidator } from './answer-validator.ts';
import { fail } from './app-error.ts';

export interface RateLimitOptions {
  /** Requests per window for each signed-in user, or each address without a session. */
  max: number;
  windowMs: number;
}

export const UPLOAD_LIMITS = {
  fileSize: 5 * 1024 * 1024,
  files: 4,
  fields: 50,
  fieldSize: 64 * 1024,
} as const;

/** An API answer is compressed on the fly from this size on; below it the headers outweigh the gain. */
export const COMPRESS_THRESHOLD = 1024;

/** Compression, body parsers, the per-IP limiter, no caching of the API and (outside production)
 * validation of every answer. */
export async function registerPlugins(
  app: FastifyInstance,
  options: {
    rateLimit: RateLimitOptions;
    validateResponses: boolean;
    rateLimitKey: (request: FastifyRequest) => Promise<string>;
    /** Where the counters live (PostgreSQL: shared by every instance); the plugin's memory if absent. */
    rateLimitStore?: FastifyRateLimitStoreCtor;
  },
) {
  // Before the static files (the plugin's rule): those arrive pre-compressed and are left alone.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // On the fly, per answer: brotli's middle quality compresses JSON about as well as gzip -9 at
    // a fraction of quality 11's time (that one is for build-time files).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Money data is never stored by the browser or any cache on the way, whatever the answer.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      reply.header('cache-control', 'no-store');
    }
  });
  await app.register(formbody);
  // Only the operator console's session travels in a cookie (modules/operators/sessions.ts).
  await app.register(cookie);
  // Fields land on request.body as plain values so the contract can validate them.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: UPLOAD_LIMITS,
    // Files are read beside the request; the body holds their names (see modules/uploads/received.ts).
    onFile: receiveFile,
  });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.windowMs,
    // The budget is for the API: the app's own files (/h5/...) are static and cacheable, and counting
    // them would let a few page loads use up a user's calls.
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: options.rateLimitKey,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    errorResponseBuilder: () => fail.rateLimited(),
  });
  if (options.validateResponses) {
    await app.register(responseValidation, { ajv: answerValidator() });
  }
}
