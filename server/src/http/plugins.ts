import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import responseValidation from '@fastify/response-validation';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { fail } from './app-error.ts';

export interface RateLimitOptions {
  /** Requests per IP per window across the whole server. */
  max: number;
  windowMs: number;
}

export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 4, fields: 50, fieldSize: 64 * 1024 } as const;

/** Body parsers, the per-IP limiter and (outside production) validation of every answer. */
export async function registerPlugins(app: FastifyInstance, options: { rateLimit: RateLimitOptions; validateResponses: boolean }) {
  await app.register(formbody);
  // Fields land on request.body as plain values so the contract can validate them.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: UPLOAD_LIMITS });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.windowMs,
    errorResponseBuilder: () => fail.rateLimited(),
  });
  if (options.validateResponses) {
    // ajv-formats ships with Fastify's own validator; the answers use the same formats as requests.
    await app.register(responseValidation, { ajv: { plugins: [addFormats.default] } });
  }
}
