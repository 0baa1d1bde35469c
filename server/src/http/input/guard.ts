import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, type FieldError } from '../app-error.ts';
import { inspectFields, type Schema } from './schema-walk.ts';

// The input guard: before Ajv validates (and coerces) a request, every path, query and body field
// is read strictly against its contract schema (schema-walk.ts). A failure answers the contract's
// 400 envelope with the field's localized message, exactly as Ajv's own findings do.

interface RouteSchema {
  params?: Schema;
  querystring?: Schema;
  body?: Schema & { content?: Record<string, { schema?: Schema }> };
}

/** The body's schema for the media type it came in (the contract may list several). */
function bodySchema(request: FastifyRequest, body: RouteSchema['body']): Schema | undefined {
  if (!body?.content) return body;
  const mediaType = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return body.content[mediaType]?.schema;
}

export function inspectRequest(request: FastifyRequest): Record<string, FieldError> | null {
  const schema = (request.routeOptions.schema ?? {}) as RouteSchema;
  const failures = {
    ...inspectFields(schema.params, request.params),
    ...inspectFields(schema.querystring, request.query),
    ...inspectFields(bodySchema(request, schema.body), request.body),
  };
  return Object.keys(failures).length ? failures : null;
}

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const failures = inspectRequest(request);
    if (failures) throw fail.validation(failures);
  });
}
