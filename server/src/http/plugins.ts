import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import responseValidation from '@fastify/response-validation';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { receiveFile } from '../modules/uploads/received.ts';
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

/** Body parsers, the per-IP limiter and (outside production) validation of every answer. */
export async function registerPlugins(
  app: FastifyInstance,
  options: {
    rateLimit: RateLimitOptions;
    validateResponses: boolean;
    rateLimitKey: (request: FastifyRequest) => Promise<string>;
  },
) {
  await app.register(formbody);
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
    errorResponseBuilder: () => fail.rateLimited(),
  });
  if (options.validateResponses) {
    // ajv-formats ships with Fastify's own validator; the answers use the same formats as requests.
    await app.register(responseValidation, { ajv: { plugins: [addFormats.default] } });
  }
}
