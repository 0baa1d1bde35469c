import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { langOf, t } from '../i18n/index.ts';
import { AppError } from './app-error.ts';
import type { Spec } from './contract.ts';
import { REQUEST_ID_HEADER } from '../observability/request-id.ts';

// Requests the framework cannot even read: a malformed address, a body its parser gives up on, a
// method the address does not take, bytes that are not HTTP. Each answers the envelope with a 4xx
// status and a stable code, never Fastify's own body and never a 500.

export const RequestErrorCode = {
  urlMalformed: 1051,
  bodyUnreadable: 1052,
} as const;

export const urlMalformed = () =>
  new AppError(400, 'error.url_malformed', { code: RequestErrorCode.urlMalformed });
export const bodyUnreadable = () =>
  new AppError(400, 'error.body_unreadable', { code: RequestErrorCode.bodyUnreadable });

// Fastify's and its body parsers' own refusals of a body: each is the client's doing.
const BODY_ERROR_CODES = new Set([
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_PROTO_VIOLATION',
  'FST_MP_PREMATURE_CLOSE',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
]);

/** Whether a thrown error is a parser's refusal of the request's body (a client error). */
export function isUnreadableBody(error: unknown, request: FastifyRequest): boolean {
  const candidate = error as { code?: unknown; statusCode?: unknown; stack?: unknown };
  if (typeof candidate.code === 'string' && BODY_ERROR_CODES.has(candidate.code)) return true;
  if (error instanceof SyntaxError && candidate.statusCode === 400) return true; // JSON.parse
  // busboy (under @fastify/multipart) throws plain Errors at a broken multipart body.
  const multipart = (request.headers['content-type'] ?? '').toLowerCase().includes('multipart/');
  return (
    multipart && typeof candidate.stack === 'string' && /[\\/]busboy[\\/]/.test(candidate.stack)
  );
}

type SendError = (request: FastifyRequest, reply: FastifyReply, error: unknown) => FastifyReply;

/** Fastify's router refusals (a bad percent-encoding, an overlong parameter) as envelopes. */
export function frameworkErrors(sendError: SendError): FastifyServerOptions['frameworkErrors'] {
  return (_error, request, reply) => {
    // The router refused it before any hook ran: the request id header is set here.
    reply.header(REQUEST_ID_HEADER, request.id);
    sendError(request, reply, urlMalformed());
  };
}

/** Bytes that never became a request (Node's HTTP parser refused them): answered with the English
 * envelope (there is no request, so no language), then the connection ends, as Node does. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, key] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'Request Header Fields Too Large', 'error.body_unreadable'] as const)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'Request Timeout', 'error.body_unreadable'] as const)
        : ([400, 'Bad Request', 'error.url_malformed'] as const);
  const body = JSON.stringify({
    code: status === 400 ? RequestErrorCode.urlMalformed : status,
    type: 'error',
    message: t(langOf(undefined), key),
    data: null,
  });
  // An answer to HEAD has no body (its length is still the one GET would get).
  const raw = (error as { rawPacket?: Buffer }).rawPacket;
  const head = raw?.subarray(0, 5).toString('latin1') === 'HEAD ';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    );
  }
  socket.destroy(error);
}

/** The methods each contract path takes, for a 405 with `Allow` instead of a 404. */
export function contractMethods(spec: Spec, prefix = '/api'): (url: string) => string[] {
  const routes = Object.entries(spec.paths).map(([path, item]) => {
    const pattern = path
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    return {
      regex: new RegExp(`^${prefix}${pattern}/?$`),
      methods: Object.keys(item).map((method) => method.toUpperCase()),
    };
  });
  return (url) => {
    const path = url.split('?', 1)[0]!;
    return routes.find((route) => route.regex.test(path))?.methods ?? [];
  };
}
