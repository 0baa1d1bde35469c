import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { resolveSession, tokenFromHeader } from '../modules/sessions/sessions.ts';
import { fail } from './app-error.ts';
import type { Deps, Handlers } from './context.ts';
import { loadContract, sessionRules, type SessionRule } from './contract.ts';
import { successEnvelope } from './envelope.ts';

// Mounts every contract operation under /api: the contract validates the request (and, outside
// production, the response), the session rule runs first, then the module's handler.

function authenticate(deps: Deps, rule: SessionRule) {
  return async (request: FastifyRequest) => {
    const token = rule === 'none' ? null : tokenFromHeader(request.headers.authorization);
    request.auth = token ? await resolveSession(deps.db, deps.clock(), token) : null;
    if (rule === 'required' && !request.auth) throw fail.unauthenticated();
  };
}

export async function registerApi(app: FastifyInstance, deps: Deps, handlers: Handlers): Promise<void> {
  const spec = loadContract();
  const rules = sessionRules(spec);
  await app.register(openapiGlue, {
    specification: spec,
    prefix: '/api',
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId];
      // The glue fills in method, url and schema from the contract; we add the hook and handler.
      const route: Partial<RouteOptions> = {
        // onRequest: a protected call without a session is refused before its body is even read.
        onRequest: authenticate(deps, rules.get(operationId) ?? 'required'),
        handler: async (request: FastifyRequest) => {
          if (!handler) throw fail.notImplemented(); // contract ahead of the server: say so, politely
          const success = await handler(request);
          return successEnvelope(request.lang, success); // after the handler: set/lang changes request.lang
        },
      };
      return route as RouteOptions;
    },
  });
}
