import path from 'node:path';

// Everything the server reads from the environment, in one place, with safe defaults.
export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  staticDir: string;
  /** Behind a reverse proxy: trust X-Forwarded-For from this many hops (per-IP limits need the real address). */
  trustProxy: number | false;
}

function environment(value: string | undefined): Config['env'] {
  return value === 'production' || value === 'test' ? value : 'development';
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    env: environment(env.NODE_ENV),
    // Loopback unless the operator opts in to exposing the server.
    host: env.HOST || '127.0.0.1',
    port: port(env.PORT, 8080),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'CoinHub <no-reply@localhost>',
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    trustProxy: Number(env.TRUST_PROXY) > 0 ? Number(env.TRUST_PROXY) : false,
  };
}

/** Database location for openDatabase(): PostgreSQL when DATABASE_URL is set, else PGlite files. */
export function databaseOptions(config: Config): { dataDir?: string; databaseUrl?: string } {
  return config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { dataDir: path.join(config.dataDir, 'pglite') };
}
