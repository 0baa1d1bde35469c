// Per request: the `x-request-id` answer header, the operation in every log line, and the name and
// attributes of the request's trace span. Installed as the app's first hook, so every answer has
// them: the API's, the site's, the not-found and error envelopes.
import { trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operationOf } from '../modules/metrics/http.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

/** The span attribute holding the contract's operationId (metrics label requests the same way). */
export const OPERATION_ATTRIBUTE = 'coinhub.operation_id';

export function installRequestObservability(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const operation = operationOf(request);
    request.log = reply.log = request.log.child({ operation });
    // The HTTP server span (instrumentation-http; undefined when tracing is off). Named by the
    // route's template, never by the URL: a URL carries ids and whatever a client typed.
    const span = trace.getActiveSpan();
    const route = request.routeOptions.url;
    if (span && route !== undefined) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    span?.setAttribute(OPERATION_ATTRIBUTE, operation);
    done();
  });
  // After the handler, the session is known.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const userId = request.auth?.userId;
    if (userId !== undefined) trace.getActiveSpan()?.setAttribute('user.id', String(userId));
    done(null, payload);
  });
}

/** Adds fields to every later log line of this request (the user once the session is known). */
export function bindLogFields(request: FastifyRequest, fields: Record<string, unknown>): void {
  request.log = request.log.child(fields);
}
