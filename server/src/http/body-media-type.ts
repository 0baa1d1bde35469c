import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { bodyUnreadable } from './request-errors.ts';

// Fastify validates a body only against the schema of the request's media type and silently skips
// validation for any other type. So for operations with a request body, the media type must be one
// the contract lists (415 otherwise), and a request without a body is read as an empty form so the
// contract's required fields are still enforced. A multipart body without its boundary cannot be
// read at all: refused here, before the parser fails on it.

const BOUNDARY = /;\s*boundary=("[^"]+"|[^\s;]+)/i;

function acceptedMediaTypes(request: FastifyRequest): string[] | undefined {
  const body = (
    request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined
  )?.body;
  return body?.content ? Object.keys(body.content) : undefined;
}

export function enforceBodyMediaTypes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers['content-type'];
    const mediaType = header?.split(';', 1)[0]!.trim().toLowerCase();
    if (mediaType === 'multipart/form-data' && !BOUNDARY.test(header!)) throw bodyUnreadable();
    const accepted = acceptedMediaTypes(request);
    if (!accepted) return;
    if (!mediaType) {
      request.headers['content-type'] = accepted[0];
      return;
    }
    if (!accepted.includes(mediaType)) throw new AppError(415, 'error.unsupported_media_type');
  });
}
