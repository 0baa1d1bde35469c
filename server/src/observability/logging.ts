// The server's structured logs (pino, JSON lines): what a request's lines carry, and what they
// never carry.
//
// Every line of a request has `reqId` (./request-id.ts) and `operation` (the contract's
// operationId, or a fixed word such as `static` or `unmatched`), and once the session is known,
// `userId` (or `operatorId` on the console). With request logging on (LOG_REQUESTS, config.ts) each
// request ends with ONE line, "request completed" (or "request errored"), with its status and
// duration in milliseconds; "incoming request" is at debug level, without the query string.
//
// Never logged: request bodies (Fastify logs none and no code here passes one), query strings,
// headers (the request serializer keeps the method and path only). `redact` is the second line of
// defence for a line that passes such an object anyway: credentials in headers, and fields named
// like a secret (passwords, fund passwords, codes, TOTP secrets, tokens, card and account numbers)
// up to two levels deep, are replaced with "[redacted]".
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { operationOf } from '../modules/metrics/http.ts';

const SECRET_HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  'proxy-authorization',
  'x-api-key',
  'x-operator-token',
  'x-csrf-token',
];

/** Body and object fields that hold a secret or a full account number. (`code` alone is not here:
 * it is also the envelope's and errors' code; bodies are never logged, so a code field cannot be.) */
const SECRET_FIELDS = [
  'password',
  're_password',
  'old_password',
  'new_password',
  'fund_password',
  'totp_code',
  'recovery_code',
  'recovery_codes',
  'authorization_code',
  'verification_code',
  'sms_code',
  'email_code',
  'secret',
  'otpauth_uri',
  'token',
  'access_token',
  'refresh_token',
  'csrf_token',
  'operatorToken',
  'card_number',
  'iban',
  'bank_card',
];

const bracket = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`);

// `body` at the top is left alone: it is the development outbox's message line (app.ts
// logMailBodies), which is how a developer without SMTP reads a code; it is off unless NODE_ENV is
// development.
export const REDACTED_PATHS = [
  '*.body',
  ...['req.headers', 'res.headers', 'headers', 'request.headers'].flatMap((holder) =>
    SECRET_HEADERS.map((header) => `${holder}${bracket(header)}`),
  ),
  ...SECRET_FIELDS.flatMap((field) => [field, `*${bracket(field)}`, `*.*${bracket(field)}`]),
];

/** The path of a request without its query string (which may carry anything a client typed). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** What a line says about a request or an answer (Fastify's `req` and `res` objects). */
export const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    path: pathOf(request.url),
    ...(request.routeOptions?.url ? { route: request.routeOptions.url } : {}),
    remoteAddress: request.ip,
  }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
};

/** Pino options for the server: the caller's (level, destination) with the serializers and the
 * redaction above. `true` means pino's defaults. */
export function serverLoggerOptions(given: true | LoggerOptions): LoggerOptions {
  const options = given === true ? {} : given;
  return {
    ...options,
    serializers: { ...options.serializers, ...serializers },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

/** The lines Fastify writes per request: one at the end (see above). */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    // Written before the onRequest hooks bind the operation to the request's logger.
    request.log.debug({ operation: operationOf(request), req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      ...(request.routeOptions?.url ? { route: request.routeOptions.url } : {}),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
    };
    // request.log: it has the fields bound during the request (operation, userId).
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
