import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langOf, type MessageKey } from '../i18n/index.ts';
import { AppError, fail } from './app-error.ts';
import { errorEnvelope } from './envelope.ts';
import { bodyUnreadable, isUnreadableBody } from './request-errors.ts';
import { fieldErrors } from './validation.ts';

// Framework errors by HTTP status, for the ones a client can cause and understand.
const CLIENT_ERRORS: Record<number, MessageKey> = {
  400: 'error.validation',
  401: 'error.unauthenticated',
  403: 'error.forbidden',
  404: 'error.not_found',
  405: 'error.method_not_allowed',
  413: 'error.payload_too_large',
  415: 'error.unsupported_media_type',
  429: 'error.rate_limited',
};

/** Any thrown thing becomes an AppError; unexpected ones are logged and become a bare 500. */
function toAppError(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return fail.validation(fieldErrors(fastifyError.validation, fastifyError.validationContext));
  }
  if (isUnreadableBody(error, request)) {
    request.log.info({ err: error }, 'request body refused');
    return bodyUnreadable();
  }
  const status = fastifyError.statusCode ?? 500;
  const key = CLIENT_ERRORS[status];
  if (key && fastifyError.code !== 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION') {
    request.log.info({ err: error }, 'request refused');
    return new AppError(status, key, status === 401 ? { sessionExpired: true } : {});
  }
  request.log.error({ err: error }, 'unexpected error');
  return new AppError(500, 'error.internal');
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  const appError = toAppError(error, request);
  if (appError.statusCode === 401 && appError.sessionExpired)
    reply.header('www-authenticate', 'Bearer');
  return reply
    .status(appError.statusCode)
    .send(errorEnvelope(langOf(request.headers.lang), appError));
}

/** Every failure, and every unknown path, answers with the envelope; no stack ever leaves. A
 * contract path asked with a method it does not take answers 405 with the ones it does. */
export function installErrorHandling(
  app: FastifyInstance,
  methodsOf: (url: string) => string[],
): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((request, reply) => {
    const allowed = methodsOf(request.url);
    if (!allowed.length) return sendError(request, reply, fail.notFound());
    reply.header('allow', [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', '));
    return sendError(request, reply, new AppError(405, 'error.method_not_allowed'));
  });
}
