// Prometheus metrics of one app instance (ARCHITECTURE.md section 5, Observability; README
// "Running in production: metrics"). Each app has its own Registry, never prom-client's global
// one: tests build many apps in one process, and a name registered twice in one registry throws.
// The families live beside this file, one per area; the code they measure reports through
// `deps.metrics` (optional: the CLI's processes have none) or, for the ledger, as its observer.
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { DEFAULT_WITHDRAWAL_REVIEW_SLA_MS } from '../../config.ts';
import type { Database } from '../../db/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import { buildInfo } from './build-info.ts';
import { databaseMetrics } from './database.ts';
import { HttpMetrics } from './http.ts';
import { JobMetrics } from './jobs.ts';
import { LedgerMetrics } from './ledger.ts';
import { OutboxMetrics } from './outbox.ts';
import { reviewMetrics } from './review.ts';
import { SocketMetrics } from './socket.ts';

export interface MetricsOptions {
  /** Node's process metrics (CPU, memory, event loop, GC; standard names). On in the running
   * server; off by default because each collection keeps a GC observer and an event-loop monitor
   * for the rest of the process, and the test suite builds hundreds of apps in one process. */
  processMetrics?: boolean;
  /** WITHDRAWAL_REVIEW_SLA, for the dashboards and alerts (4 h by default). */
  withdrawalReviewSlaMs?: number;
}

export interface MetricsContext {
  database: Database;
  ledger: Ledger;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export class AppMetrics {
  readonly registry = new Registry();
  readonly http: HttpMetrics;
  readonly ledger: LedgerMetrics;
  readonly jobs: JobMetrics;
  readonly socket: SocketMetrics;
  readonly outbox: OutboxMetrics;

  constructor(context: MetricsContext, options: MetricsOptions = {}) {
    const registers = [this.registry];
    buildInfo(registers);
    // First: a scrape collects in this order, and the pool must be read before the scrape's
    // own queries take its connections.
    databaseMetrics(registers, context);
    this.http = new HttpMetrics(registers);
    this.ledger = new LedgerMetrics(registers, context);
    this.jobs = new JobMetrics(registers);
    this.socket = new SocketMetrics(registers);
    this.outbox = new OutboxMetrics(registers, context);
    reviewMetrics(
      registers,
      context,
      options.withdrawalReviewSlaMs ?? DEFAULT_WITHDRAWAL_REVIEW_SLA_MS,
    );
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text of one scrape. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}

export { installHttpMetrics, registerPublicMetrics } from './http.ts';
export { startMetricsListener, type MetricsListener } from './listener.ts';
export type { SubscriptionKind } from './socket.ts';
