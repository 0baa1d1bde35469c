import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { RelyingParty } from '../lib/relying-party.ts';
import type { Database, Db } from '../db/index.ts';
import type { Lang } from '../i18n/index.ts';
import type { Ledger } from '../ledger/index.ts';
import type { Actor } from '../modules/audit/audit.ts';
import type { EventBus } from '../modules/events/bus.ts';
import type { AppMetrics } from '../modules/metrics/index.ts';
import type { OperatorAuth } from '../modules/operators/sessions.ts';
import type { Outbox } from '../modules/outbox/outbox.ts';
import type { PushSettings } from '../modules/push/settings.ts';
import type { FileAnswer, Success } from './envelope.ts';

/** What every module needs from the app; built once per app so tests can swap the clock or mailer. */
export interface Deps {
  database: Database;
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  outbox: Outbox;
  /** The one writer of balances (one per process and database). */
  ledger: Ledger;
  /** Real-time events for the socket: per user, and per public topic. */
  events: EventBus;
  /** The domain and origins passkeys are bound to. */
  relyingParty: RelyingParty;
  /** Web Push's keys; undefined when this server sends no pushes. */
  push: PushSettings | undefined;
  /** The app's Prometheus metrics (absent in the CLI's processes). */
  metrics?: AppMetrics;
}

export interface Auth {
  userId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer (the `lang` header, `en` by default). */
    lang: Lang;
    /** The signed-in user, when the request carried a live session token. */
    auth: Auth | null;
    /** The signed-in operator of a console operation (never set on a user's operation). */
    operator: OperatorAuth | null;
  }
}

/** A contract operation: returns the payload (or, where the contract says so, a file); failures
 * are thrown as AppError. */
export type Handler = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Success | FileAnswer>;
export type Handlers = Record<string, Handler>;
/** Each feature module contributes handlers keyed by operationId. */
export type HandlerFactory = (deps: Deps) => Handlers;

/** The signed-in user of a protected operation (the auth hook has already refused anonymous calls). */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new Error('operation declared protected but reached without a session');
  return request.auth;
}

/** The request body as the contract describes it (already validated by the contract). */
export function bodyOf<T>(request: FastifyRequest): T {
  return (request.body ?? {}) as T;
}

/** The signed-in operator of a console operation (the auth hook has already refused the rest). */
export function requireOperator(request: FastifyRequest): OperatorAuth {
  if (!request.operator) throw new Error('operator operation reached without an operator session');
  return request.operator;
}

/** The audit log's actor of a console operation: the operator, by id and e-mail, and their IP. */
export function operatorActor(request: FastifyRequest): Actor & { operatorId: number } {
  const operator = requireOperator(request);
  return { operatorId: operator.operatorId, name: operator.email, ip: request.ip };
}

/** The `{id}` path parameter of a console operation (the contract has checked it is an integer). */
export const pathId = (request: FastifyRequest): number =>
  Number((request.params as { id: string }).id);
