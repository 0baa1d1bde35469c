import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/index.ts';
import type { Deps, Handlers } from './http/context.ts';
import { closeConnectionsAsTheyFree } from './http/drain.ts';
import { enforceBodyMediaTypes } from './http/body-media-type.ts';
import { installInputGuard } from './http/input/guard.ts';
import { schemaController } from './http/schema-compilers.ts';
import { installErrorHandling, sendError } from './http/error-handler.ts';
import { loadContract } from './http/contract.ts';
import { clientErrorHandler, contractMethods, frameworkErrors } from './http/request-errors.ts';
import { installStrictJson } from './http/input/strict-json.ts';
import { registerPlugins, type RateLimitOptions } from './http/plugins.ts';
import { rateLimitKey, registerApi } from './http/routes.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerConsoleSite, registerHealth, registerSite } from './http/site.ts';
import { langOf } from './i18n/index.ts';
import { Ledger } from './ledger/index.ts';
import { openRealtime } from './modules/cluster/realtime.ts';
import { databaseRateLimitStore } from './modules/throttle/request-limit.ts';
import type { EventBus } from './modules/events/bus.ts';
import { LOCAL_RELYING_PARTY, type RelyingParty } from './lib/relying-party.ts';
import { handlerFactories } from './modules/index.ts';
import { jobFactories, Scheduler } from './modules/jobs/index.ts';
import { installHeartbeat } from './modules/instances/heartbeat.ts';
import {
  AppMetrics,
  installHttpMetrics,
  registerPublicMetrics,
  type MetricsOptions,
} from './modules/metrics/index.ts';
import { createOutbox, type Mailer } from './modules/outbox/outbox.ts';
import { installRequestObservability } from './observability/http.ts';
import { RequestLogController, serverLoggerOptions } from './observability/logging.ts';
import { requestIdOf } from './observability/request-id.ts';
import type { PushSettings } from './modules/push/settings.ts';
import { registerSocket } from './modules/socket/socket.ts';

export interface AppOptions {
  database: Database;
  /** Share the process's ledger (seed, CLI); one is created when absent. */
  ledger?: Ledger;
  /** false (default in tests), true, or pino options. */
  logger?: boolean | object;
  /** Injected time: tests move it to expire codes and sessions. */
  clock?: () => Date;
  /** SMTP transport (nodemailer); without one, e-mails stay in the outbox (and the log in development). */
  mailer?: Mailer;
  mailFrom?: string;
  /** Built app to serve at /h5/. */
  staticDir?: string;
  /** Built operator console to serve at /admin/. */
  consoleDir?: string;
  rateLimit?: RateLimitOptions;
  /** Number of reverse-proxy hops whose X-Forwarded-For is trusted (default: none). TLS then
   * ends at the proxy, so browsers are told to stay on https (HSTS). */
  trustProxy?: number | false;
  /** A log line per request (default: true when a logger is given). */
  logRequests?: boolean;
  /** Log each outbox message's text, codes included (default: only when NODE_ENV is development,
   * where a developer without SMTP reads codes there). Never in production. */
  logMailBodies?: boolean;
  /** Start the background jobs' timers (the running server); tests call app.scheduler.runAll(). */
  runJobs?: boolean;
  /** Passkeys' domain and origins (default: http://localhost:8080). */
  relyingParty?: RelyingParty;
  /** Web Push (VAPID keys); without it the app is told push is off. */
  push?: PushSettings;
  /** Prometheus metrics (modules/metrics). With a token, the public address also answers
   * GET /metrics to `Authorization: Bearer <token>`; without one it has no /metrics (main.ts
   * serves them on their own listener). */
  metrics?: MetricsOptions & { token?: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs on the app clock. */
    scheduler: Scheduler;
    /** Real-time events (the socket listens here). */
    events: EventBus;
    /** This app's Prometheus registry and families. */
    metrics: AppMetrics;
  }
}

function trustedHops(hops: number | false): FastifyServerOptions['trustProxy'] {
  return hops ? (_address: string, hop: number) => hop < hops : false;
}

/** The whole HTTP server around one database; nothing listens until the caller says so. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const production = process.env.NODE_ENV === 'production';
  const serverOptions: FastifyServerOptions = {
    // JSON lines with redaction and without bodies or query strings (observability/logging.ts).
    logger: options.logger ? serverLoggerOptions(options.logger) : false,
    // Request ids in every log line and answer; a proxy may pass its own sane one
    // (observability/request-id.ts: Fastify's requestIdHeader would take any value as it is).
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: trustedHops(options.trustProxy ?? false),
    logController: new RequestLogController({
      disableRequestLogging: options.logRequests === false,
    }),
    // On close: idle keep-alive connections end at once, so a shutdown never waits on them;
    // requests still arriving on busy ones are answered 503 (Fastify's return503OnClosing).
    forceCloseConnections: 'idle',
    // Each distinct contract schema compiled once per process (tests and the cluster build many apps).
    schemaController,
    // A malformed address or bytes that are not HTTP still get the envelope (request-errors.ts).
    frameworkErrors: frameworkErrors(sendError),
    clientErrorHandler,
  };
  const app = Fastify(serverOptions);

  const clock = options.clock ?? (() => new Date());
  const ledger = options.ledger ?? new Ledger(options.database);
  const metrics = new AppMetrics(
    { database: options.database, ledger, clock, log: app.log },
    options.metrics,
  );
  const stopObservingLedger = ledger.observe(metrics.ledger);
  // First of the hooks, so every answer has its request id and is counted (the API's, the
  // site's, the not-found ones).
  installRequestObservability(app);
  installHttpMetrics(app, metrics.http);
  const outbox = createOutbox({
    db: options.database.db,
    clock,
    log: app.log,
    mailer: options.mailer,
    ...(options.mailFrom ? { mailFrom: options.mailFrom } : {}),
    logBodies: !production && (options.logMailBodies ?? process.env.NODE_ENV === 'development'),
    metrics: metrics.outbox,
  });
  // On PostgreSQL, N instances are one service: events cross them and jobs run once (cluster/).
  const realtime = await openRealtime(options.database, ledger, app.log);
  const events = realtime.events;
  const deps: Deps = {
    database: options.database,
    db: options.database.db,
    clock,
    log: app.log,
    outbox,
    ledger,
    events,
    relyingParty: options.relyingParty ?? LOCAL_RELYING_PARTY,
    push: options.push,
    metrics,
  };
  const handlers: Handlers = Object.assign({}, ...handlerFactories.map((factory) => factory(deps)));
  const scheduler = new Scheduler(deps, jobFactories, realtime.jobLock);
  app.decorate('scheduler', scheduler);
  app.decorate('events', events);
  app.decorate('metrics', metrics);
  // This instance's row in server_instances, every 10 s once it listens (modules/instances).
  installHeartbeat(app, deps, metrics);

  app.decorateRequest('lang', 'en');
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    request.lang = langOf(request.headers.lang);
  });
  // Let deliveries and ledger commands in flight finish before the database closes.
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await outbox.flush();
    await ledger.idle();
    stopObservingLedger();
    await realtime.close();
  });
  closeConnectionsAsTheyFree(app);

  // Read once per app: the error handling's methods per path and the routes come from it.
  const contract = loadContract();
  installErrorHandling(app, contractMethods(contract));
  await registerSecurityHeaders(app, {
    staticDir: options.staticDir,
    behindTlsProxy: Boolean(options.trustProxy),
  });
  enforceBodyMediaTypes(app);
  installStrictJson(app);
  await registerPlugins(app, {
    rateLimit: options.rateLimit ?? { max: 600, windowMs: 60_000 },
    rateLimitKey: rateLimitKey(deps),
    // N instances on PostgreSQL share one budget per client; PGlite is one process.
    rateLimitStore:
      options.database.kind === 'postgres' ? databaseRateLimitStore(options.database) : undefined,
    validateResponses: !production,
  });
  // After the body parsers' own hooks (multipart reads its fields in preValidation).
  installInputGuard(app);
  await registerApi(app, deps, handlers, contract);
  await registerSocket(app, deps);
  registerHealth(app, options.database);
  registerPublicMetrics(app, metrics, options.metrics?.token);
  await registerSite(app, options.staticDir);
  await registerConsoleSite(app, options.consoleDir);
  if (options.runJobs) app.addHook('onReady', async () => scheduler.start());
  return app;
}
