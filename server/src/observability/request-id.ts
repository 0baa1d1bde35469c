// Request ids: one per request, in every log line of it (Fastify's child logger, `reqId`) and in
// the `x-request-id` header of every answer, errors included. A proxy or client may pass its own id
// in `x-request-id`; it is kept only when it is a sane token (1-128 visible ASCII characters, no
// spaces, no control characters), so a log line can never be split, forged or bloated through it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/** Fastify's genReqId: the incoming id when it is sane, else a new random one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
