// Each running server records itself in `server_instances` (migration 0047) so that any instance
// can answer the console for all of them (figures.ts). The heartbeat starts when the app listens
// (tests, which only inject, run `beat()` themselves), whether or not this instance runs the jobs
// (JOBS=false web-only instances are instances too), and stops on close, taking its row with it.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { serverInstances } from '../../db/schema/instances.ts';
import type { AppMetrics } from '../metrics/index.ts';
import { packageVersion } from '../metrics/build-info.ts';

export const HEARTBEAT_MS = 10_000;
/** Rows unseen this long are forgotten (any instance's heartbeat deletes them). */
export const FORGET_MS = 86_400_000;
const INT4_MAX = 2_147_483_647;

/** What an instance reports of itself at a beat. */
export interface InstanceSample {
  requests: number;
  errors: number;
  /** The seconds the request counts cover (the last minute, less just after a start). */
  seconds: number;
  p99Ms: number | null;
  sockets: number;
  memoryBytes: number;
}

export interface Identity {
  id: string;
  version: string;
  host: string;
  pid: number;
}

interface HeartbeatOptions {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  sample: () => InstanceSample;
  identity?: Partial<Identity>;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export class Heartbeat {
  readonly identity: Identity;
  readonly startedAt: Date;
  readonly #options: HeartbeatOptions;
  #timer: NodeJS.Timeout | undefined;
  #inFlight: Promise<void> | undefined;

  constructor(options: HeartbeatOptions) {
    this.#options = options;
    this.identity = {
      id: randomUUID(),
      version: packageVersion(),
      host: hostname(),
      pid: process.pid,
      ...options.identity,
    };
    this.startedAt = options.clock();
  }

  get id(): string {
    return this.identity.id;
  }

  /** Writes this instance's row as of now and forgets rows unseen for a day. */
  async beat(): Promise<void> {
    const { db, clock, sample } = this.#options;
    const now = clock();
    const figures = sample();
    const row = {
      lastSeenAt: now,
      requests: Math.min(figures.requests, INT4_MAX),
      errors: Math.min(figures.errors, figures.requests, INT4_MAX),
      rps: round(figures.requests / Math.max(1, figures.seconds), 3),
      p99Ms: figures.p99Ms === null ? null : round(figures.p99Ms, 2),
      sockets: Math.max(0, figures.sockets),
      memoryBytes: Math.round(figures.memoryBytes),
      uptimeSeconds: Math.min(
        INT4_MAX,
        Math.max(0, Math.floor((now.getTime() - this.startedAt.getTime()) / 1000)),
      ),
    };
    await db
      .insert(serverInstances)
      .values({ ...this.identity, startedAt: this.startedAt, ...row })
      .onConflictDoUpdate({ target: serverInstances.id, set: row });
    await db
      .delete(serverInstances)
      .where(lt(serverInstances.lastSeenAt, new Date(now.getTime() - FORGET_MS)));
  }

  /** Beats now, then every HEARTBEAT_MS; a failed beat is logged and the next one tries again. */
  async start(): Promise<void> {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.#beatLogged(), HEARTBEAT_MS);
    this.#timer.unref();
    await this.#beatLogged();
  }

  /** Stops the beats and, if they ran, removes this instance's row (a clean exit is not stale). */
  async stop(): Promise<void> {
    if (!this.#timer) return;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#inFlight;
    try {
      await this.#options.db.delete(serverInstances).where(eq(serverInstances.id, this.id));
    } catch (error) {
      this.#options.log.warn({ err: error }, 'could not remove the instance row');
    }
  }

  #beatLogged(): Promise<void> {
    // One beat at a time: a slow database never stacks them up.
    this.#inFlight ??= this.beat()
      .catch((error: unknown) => this.#options.log.error({ err: error }, 'heartbeat failed'))
      .finally(() => (this.#inFlight = undefined));
    return this.#inFlight;
  }
}

/** This process's figures, from the app's metrics (the same HTTP hook and socket count). */
export function sampleOf(metrics: AppMetrics): () => InstanceSample {
  return () => {
    const traffic = metrics.http.window.figures();
    return {
      requests: traffic.requests,
      errors: traffic.errors,
      seconds: traffic.seconds,
      p99Ms: traffic.p99Ms,
      sockets: metrics.socket.open,
      memoryBytes: process.memoryUsage.rss(),
    };
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's row in server_instances (modules/instances). */
    heartbeat: Heartbeat;
  }
}

/** Decorates the app with its heartbeat, started when it listens and stopped when it closes. */
export function installHeartbeat(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; log: FastifyBaseLogger },
  metrics: AppMetrics,
): Heartbeat {
  const heartbeat = new Heartbeat({ ...deps, sample: sampleOf(metrics) });
  app.decorate('heartbeat', heartbeat);
  app.addHook('onListen', async () => heartbeat.start());
  app.addHook('onClose', async () => heartbeat.stop());
  return heartbeat;
}
