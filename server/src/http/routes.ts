import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RequestPayload,
  RouteOptions,
} from 'fastify';
import type { OperatorRole } from '../db/schema/operators.ts';
import { operatorFail } from '../modules/operators/errors.ts';
import { roleAllows } from '../modules/operators/roles.ts';
import {
  CSRF_HEADER,
  OPERATOR_COOKIE,
  operatorTokenOf,
  resolveOperatorSession,
} from '../modules/operators/sessions.ts';
import openapiGlue from 'fastify-openapi-glue';
import { resolveSession, tokenFromHeader } from '../modules/sessions/sessions.ts';
import { bindLogFields } from '../observability/http.ts';
import { fail } from './app-error.ts';
import type { Deps, Handlers } from './context.ts';
import {
  loadContract,
  operatorRoles,
  sessionRules,
  type SessionRule,
  type Spec,
} from './contract.ts';
import { isFileAnswer, successEnvelope } from './envelope.ts';

// Mounts every contract operation under /api: the contract validates the request (and, outside
// production, the response), the session rule runs first, then the module's handler.

// The session of a request, looked up once: the rate limiter keys on it before the route's own hook.
const sessions = new WeakMap<FastifyRequest, Promise<RequestAuth>>();
type RequestAuth = { userId: number; sessionId: number } | null;

export function sessionOf(deps: Deps, request: FastifyRequest): Promise<RequestAuth> {
  let session = sessions.get(request);
  if (!session) {
    const token = tokenFromHeader(request.headers.authorization);
    session = token ? resolveSession(deps.db, deps.clock(), token) : Promise.resolve(null);
    sessions.set(request, session);
  }
  return session;
}

/** The rate limiter's budget: a signed-in user's own, otherwise the address's. Users behind one
 * address (an office, a NAT) do not share a budget, and a made-up token counts as no session. */
export function rateLimitKey(deps: Deps) {
  return async (request: FastifyRequest): Promise<string> => {
    const session = request.url.startsWith('/api/') ? await sessionOf(deps, request) : null;
    return session ? `user:${session.userId}` : `ip:${request.ip}`;
  };
}

/** A console operation: the operator's cookie session (a user's token counts for nothing here),
 * the role the contract names, and on every change the session's CSRF token. */
async function authenticateOperator(deps: Deps, request: FastifyRequest, needed: OperatorRole) {
  const token = operatorTokenOf(request.cookies[OPERATOR_COOKIE]);
  const operator = token ? await resolveOperatorSession(deps.db, deps.clock(), token) : null;
  if (!operator) throw fail.unauthenticated();
  if (request.method !== 'GET' && request.headers[CSRF_HEADER] !== operator.csrfToken)
    throw operatorFail.csrf();
  if (!roleAllows(operator.role, needed)) throw operatorFail.roleForbidden(operator.role, needed);
  request.operator = operator;
  bindLogFields(request, { operatorId: operator.operatorId });
}

function authenticate(deps: Deps, rule: SessionRule, role: string | undefined) {
  return async (request: FastifyRequest, _reply: unknown, payload: RequestPayload) => {
    if (rule === 'operator') {
      await authenticateOperator(deps, request, role as OperatorRole);
      return payload;
    }
    request.auth = rule === 'none' ? null : await sessionOf(deps, request);
    if (request.auth) bindLogFields(request, { userId: request.auth.userId });
    if (rule === 'required' && !request.auth) throw fail.unauthenticated();
    return payload;
  };
}

/** The contract as the glue mounts it. A file answer (adminImage's image/*) has no schema to check
 * or serialize its bytes with, and the glue would warn at every start that no request parser
 * exists for its media type: the glue sees only the JSON answers. */
function jsonAnswersOnly(spec: Spec): Spec {
  type Responses = Record<string, { content?: Record<string, unknown> }>;
  const copy = structuredClone(spec);
  for (const item of Object.values(copy.paths)) {
    for (const operation of Object.values(item)) {
      const responses = (operation as { responses?: Responses }).responses ?? {};
      for (const response of Object.values(responses)) {
        if (!response.content) continue;
        const json = response.content['application/json'];
        if (json) response.content = { 'application/json': json };
        else delete response.content;
      }
    }
  }
  return copy;
}

export async function registerApi(
  app: FastifyInstance,
  deps: Deps,
  handlers: Handlers,
  spec: Spec = loadContract(),
): Promise<void> {
  const rules = sessionRules(spec);
  const roles = operatorRoles(spec);
  await app.register(openapiGlue, {
    specification: jsonAnswersOnly(spec),
    prefix: '/api',
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId];
      // The glue fills in method, url and schema from the contract; we add the hook and handler.
      const route: Partial<RouteOptions> = {
        // preParsing: after the rate limiter (onRequest), so refused calls count against the budget,
        // and before the body is read, so a protected call without a session costs no parsing.
        preParsing: authenticate(
          deps,
          rules.get(operationId) ?? 'required',
          roles.get(operationId),
        ),
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          if (!handler) throw fail.notImplemented(); // contract ahead of the server: say so, politely
          const success = await handler(request, reply);
          if (isFileAnswer(success)) {
            // The bytes as they are: no envelope, and never guessed at by the browser.
            reply.type(success.contentType).header('x-content-type-options', 'nosniff');
            if (success.cacheControl) reply.header('cache-control', success.cacheControl);
            if (success.downloadName)
              reply.header('content-disposition', `attachment; filename="${success.downloadName}"`);
            return success.file;
          }
          return successEnvelope(request.lang, success); // after the handler: set/lang changes request.lang
        },
      };
      return route as RouteOptions;
    },
  });
}
