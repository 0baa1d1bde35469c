import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

// Fastify validates a body only against the schema of the request's media type and silently skips
// validation for any other type. So for operations with a request body, the media type must be one
// the contract lists (415 otherwise), and a request without a body is read as an empty form so the
// contract's required fields are still enforced.

function acceptedMediaTypes(request: FastifyRequest): string[] | undefined {
  const body = (
    request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined
  )?.body;
  return body?.content ? Object.keys(body.content) : undefined;
}

export function enforceBodyMediaTypes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const accepted = acceptedMediaTypes(request);
    if (!accepted) return;
    const header = request.headers['content-type'];
    if (!header) {
      request.headers['content-type'] = accepted[0];
      return;
    }
    const mediaType = header.split(';', 1)[0]!.trim().toLowerCase();
    if (!accepted.includes(mediaType)) throw new AppError(415, 'error.unsupported_media_type');
  });
}
