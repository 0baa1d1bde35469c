// The reference server process: open and migrate the database, seed, serve, shut down cleanly.
// Run directly (`npx node server/src/main.ts`) or through scripts/start.ts (which builds the app first).
// First: with OTEL_EXPORTER_OTLP_ENDPOINT set, tracing must start before pg and Fastify load.
import { shutdownTracing, tracingEnabled } from './observability/register.ts';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { buildApp } from './app.ts';
import { removeServerFile, runningServer, writeServerFile } from './cli/server-file.ts';
import { databaseOptions, loadConfig, type Config } from './config.ts';
import { keptVapidKeys } from './modules/push/settings.ts';
import { migrate, openDatabase } from './db/index.ts';
import { registerOperatorEndpoint } from './http/operator-endpoint.ts';
import { Ledger } from './ledger/index.ts';
import { startMetricsListener, type MetricsListener } from './modules/metrics/index.ts';
import { DEMO_ACCOUNT, OTC_DEMO_FUND_PASSWORD, seedAll } from './modules/seed/index.ts';
import { tracePglite } from './observability/pglite.ts';
import { demoOperatorSignIn } from './modules/operators/demo-seed.ts';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export async function startServer(config: Config = loadConfig()): Promise<RunningServer> {
  mkdirSync(config.dataDir, { recursive: true });
  const other = runningServer(config.dataDir);
  if (other)
    throw new Error(
      `another server (pid ${other.pid}, ${other.url}) already uses ${config.dataDir}`,
    );

  const database = await openDatabase(databaseOptions(config));
  if (tracingEnabled()) tracePglite(database); // pg's own instrumentation covers PostgreSQL
  await migrate(database);
  const ledger = new Ledger(database);
  const demo = config.env !== 'production' || process.env.SEED_DEMO === '1';
  await seedAll(database, ledger, { demo });

  const app = await buildApp({
    database,
    ledger,
    logger: { level: config.logLevel },
    ...(config.smtpUrl ? { mailer: nodemailer.createTransport(config.smtpUrl) } : {}),
    mailFrom: config.mailFrom,
    staticDir: config.staticDir,
    consoleDir: config.consoleDir,
    trustProxy: config.trustProxy,
    rateLimit: config.rateLimit,
    logRequests: config.logRequests,
    logMailBodies: config.env === 'development',
    runJobs: config.jobs,
    relyingParty: config.relyingParty,
    push: {
      ...(config.vapidKeys ?? keptVapidKeys(config.dataDir)),
      subject: config.vapidSubject,
      extraOrigins: config.pushTestOrigins,
    },
    metrics: {
      processMetrics: true,
      withdrawalReviewSlaMs: config.withdrawalReviewSlaMs,
      ...(config.metrics.token ? { token: config.metrics.token } : {}),
    },
  });
  const operatorToken = randomBytes(32).toString('base64url');
  registerOperatorEndpoint(app, operatorToken, {
    database,
    ledger,
    clock: () => new Date(),
    events: app.events,
  });
  // Before the public address, so a taken metrics port stops the start before anyone is served.
  let metricsListener: MetricsListener | undefined;
  if (config.metrics.port !== undefined) {
    metricsListener = await startMetricsListener(
      app.metrics,
      { host: config.metrics.host, port: config.metrics.port },
      app.log,
    );
    app.log.info({ url: `${metricsListener.url}/metrics` }, 'metrics listener ready');
  }
  await app.listen({ host: config.host, port: config.port });

  const loopback = `http://127.0.0.1:${config.port}`;
  writeServerFile(config.dataDir, { pid: process.pid, url: loopback, operatorToken });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  app.log.info({ url, storage: database.kind }, 'server ready');
  console.log(
    `\n  App:  ${url}/h5/\n  API:  ${url}/api\n  Storage: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
  );
  if (demo) {
    console.log(`  Demo sign-in: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    console.log(
      `  OTC merchants: otc.harbor@example.com, otc.nova@example.com (same password, fund password ${OTC_DEMO_FUND_PASSWORD})`,
    );
    const operator = await demoOperatorSignIn(database);
    if (operator)
      console.log(
        `  Console: ${url}/admin/  operator ${operator.email} / ${operator.password}\n` +
          `    authenticator secret ${operator.secret} (add it to an authenticator app, or: ${operator.uri})\n`,
      );
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      removeServerFile(config.dataDir);
      await metricsListener?.close();
      await app.close(); // stops accepting, lets requests and deliveries finish
      await ledger.idle();
      await database.close();
      await shutdownTracing(); // the last spans, exported
    })());
  return { url, stop };
}

/** Ctrl-C / SIGTERM: stop serving, finish in-flight work, close the database, exit. */
export function exitOnSignals(server: RunningServer): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: shutting down...`);
      process.once(signal, () => process.exit(1)); // a second signal forces the exit
      server.stop().then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
  }
}

if (import.meta.main) {
  try {
    exitOnSignals(await startServer());
  } catch (err) {
    console.error(`server: ${(err as Error).message}`);
    process.exit(1); // a half-open database or pool must not keep a failed start alive
  }
}
