import path from 'node:path';
import {
  LOCAL_RELYING_PARTY,
  relyingPartyProblem,
  type RelyingParty,
} from './lib/relying-party.ts';
import { vapidKeysProblem } from './modules/push/settings.ts';

// Everything the server reads from the environment, in one place: each value is checked at start,
// and a wrong one stops the server with one line that names the variable (ConfigError).
export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** One log line per request (on in development, off in production unless asked for). */
  logRequests: boolean;
  /** Run the background jobs' timers here (off on web-only instances when others run them). */
  jobs: boolean;
  staticDir: string;
  /** The built operator console, served at /admin/. */
  consoleDir: string;
  /** Behind a reverse proxy: trust X-Forwarded-For from this many hops (per-IP limits need the
   * real address); TLS then ends at the proxy, so HSTS is sent. */
  trustProxy: number | false;
  rateLimit: { max: number; windowMs: number };
  /** Where people reach the server (links the server hands out, e.g. an operator's enrolment). */
  publicUrl: string;
  /** Passkeys' domain and origins (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS; PUBLIC_URL's by default). */
  relyingParty: RelyingParty;
  /** Web Push's VAPID key pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither; without
   * them the server keeps a generated pair in the data directory). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT: the contact push services see (mailto: or https:), MAIL_FROM's address by default. */
  vapidSubject: string;
  /** PUSH_TEST_ORIGINS: push services the server may post to besides the browsers' own (a local
   * push service in the journeys). Refused in production, where only the browsers' are reached. */
  pushTestOrigins: string[];
  /** Prometheus metrics: their own listener when METRICS_PORT is set (none by default), on
   * METRICS_HOST (loopback by default); METRICS_TOKEN also opens GET /metrics on the public
   * address, to that bearer token only. */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** WITHDRAWAL_REVIEW_SLA: how long a withdrawal may wait for review (a metric alerts compare with). */
  withdrawalReviewSlaMs: number;
}

export class ConfigError extends Error {}

/** WITHDRAWAL_REVIEW_SLA's default: four hours. */
export const DEFAULT_WITHDRAWAL_REVIEW_SLA_MS = 4 * 3_600_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

type Env = NodeJS.ProcessEnv;
const invalid = (name: string, expected: string, value: string): never => {
  throw new ConfigError(`${name} must be ${expected}, got "${value}"`);
};

/** An unset or empty variable takes the default; a set one must parse. */
function read<T>(env: Env, name: string, fallback: T, parse: (raw: string) => T | undefined): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = parse(raw.trim());
  return value === undefined ? fallback : value;
}

function integer(name: string, min: number, max: number) {
  return (raw: string) => {
    const value = Number(raw);
    return /^\d+$/.test(raw) && value >= min && value <= max
      ? value
      : invalid(name, `an integer ${min}-${max}`, raw);
  };
}

function oneOf<T extends string>(name: string, choices: readonly T[]) {
  return (raw: string) =>
    choices.includes(raw as T) ? (raw as T) : invalid(name, `one of ${choices.join(', ')}`, raw);
}

function flag(name: string) {
  return (raw: string) => {
    const value = raw.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    return invalid(name, 'true or false', raw);
  };
}

/** Milliseconds: a number with an optional unit (ms, s, m, h), e.g. 60000, 60s, 1m. */
function duration(name: string) {
  return (raw: string) => {
    const match = /^(\d+)\s*(ms|s|m|h)?$/.exec(raw);
    const ms = match ? Number(match[1]) * DURATION_UNITS[match[2] ?? 'ms']! : 0;
    return ms > 0 ? ms : invalid(name, 'a positive duration such as 60000, 60s or 1m', raw);
  };
}

function url(name: string, schemes: string[]) {
  return (raw: string) => {
    let scheme = '';
    try {
      scheme = new URL(raw).protocol.replace(/:$/, '');
    } catch {
      // reported below
    }
    // Never echo a URL that may carry a password.
    return schemes.includes(scheme)
      ? raw
      : invalid(name, `a ${schemes.map((s) => `${s}://`).join(' or ')} URL`, '<hidden>');
  };
}

function hostName(name: string) {
  return (raw: string) =>
    /^[a-z0-9.-]+$|^[0-9a-f:.]+$/i.test(raw)
      ? raw
      : invalid(name, 'a host name or IP address', raw);
}

export function loadConfig(env: Env = process.env): Config {
  const mode = read(env, 'NODE_ENV', 'development' as Config['env'], (raw) =>
    oneOf('NODE_ENV', ['development', 'production', 'test'] as const)(raw),
  );
  const hops = read(env, 'TRUST_PROXY', 0, integer('TRUST_PROXY', 0, 10));
  const publicUrl = read(
    env,
    'PUBLIC_URL',
    `http://localhost:${read(env, 'PORT', 8080, integer('PORT', 1, 65535))}`,
    url('PUBLIC_URL', ['http', 'https']),
  ).replace(/\/+$/, '');
  return {
    env: mode,
    // Loopback unless the operator opts in to exposing the server.
    host: read(env, 'HOST', '127.0.0.1', hostName('HOST')),
    port: read(env, 'PORT', 8080, integer('PORT', 1, 65535)),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: read(
      env,
      'DATABASE_URL',
      undefined,
      url('DATABASE_URL', ['postgres', 'postgresql']),
    ),
    smtpUrl: read(env, 'SMTP_URL', undefined, url('SMTP_URL', ['smtp', 'smtps'])),
    mailFrom: env.MAIL_FROM || 'CoinHub <no-reply@localhost>',
    logLevel: read(env, 'LOG_LEVEL', 'info', oneOf('LOG_LEVEL', LOG_LEVELS)),
    logRequests: read(env, 'LOG_REQUESTS', mode !== 'production', flag('LOG_REQUESTS')),
    jobs: read(env, 'JOBS', true, flag('JOBS')),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    consoleDir: path.resolve(env.CONSOLE_DIR || './dist-admin'),
    trustProxy: hops > 0 ? hops : false,
    rateLimit: {
      max: read(env, 'RATE_LIMIT_MAX', 600, integer('RATE_LIMIT_MAX', 1, 1_000_000)),
      windowMs: read(env, 'RATE_LIMIT_WINDOW', 60_000, duration('RATE_LIMIT_WINDOW')),
    },
    publicUrl,
    relyingParty: relyingParty(env, publicUrl),
    vapidKeys: vapidKeys(env),
    vapidSubject: read(env, 'VAPID_SUBJECT', mailtoOf(env.MAIL_FROM), (raw) =>
      /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(raw)
        ? raw
        : invalid('VAPID_SUBJECT', 'a mailto: address or an https:// URL', raw),
    ),
    pushTestOrigins: pushTestOrigins(env, mode),
    metrics: metricsExposure(env),
    withdrawalReviewSlaMs: read(
      env,
      'WITHDRAWAL_REVIEW_SLA',
      DEFAULT_WITHDRAWAL_REVIEW_SLA_MS,
      duration('WITHDRAWAL_REVIEW_SLA'),
    ),
  };
}

/** The metrics' listener and token. The listener is off unless asked for, and never shares the
 * public port; a token must be long enough not to be guessed (it is compared in constant time). */
function metricsExposure(env: Env): Config['metrics'] {
  const port = read(env, 'METRICS_PORT', undefined, integer('METRICS_PORT', 1, 65535));
  if (port !== undefined && port === read(env, 'PORT', 8080, integer('PORT', 1, 65535)))
    throw new ConfigError(`METRICS_PORT must differ from PORT, got ${port} for both`);
  return {
    port,
    host: read(env, 'METRICS_HOST', '127.0.0.1', hostName('METRICS_HOST')),
    // Never echoed: it is a secret.
    token: read(env, 'METRICS_TOKEN', undefined, (raw) =>
      /^[\x21-\x7e]{16,512}$/.test(raw)
        ? raw
        : invalid('METRICS_TOKEN', '16 or more visible ASCII characters, no spaces', '<hidden>'),
    ),
  };
}

/** Comma-separated http(s) origins; never in production (the server would post users' pushes there). */
function pushTestOrigins(env: Env, mode: Config['env']): string[] {
  const origins = read(env, 'PUSH_TEST_ORIGINS', [] as string[], (raw) =>
    raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const origin = url('PUSH_TEST_ORIGINS', ['http', 'https'])(entry);
        return new URL(origin).origin;
      }),
  );
  if (origins.length > 0 && mode === 'production')
    throw new ConfigError('PUSH_TEST_ORIGINS is for tests: it cannot be set in production');
  return origins;
}

/** Both VAPID keys or neither; a pair that cannot sign stops the server. */
function vapidKeys(env: Env): Config['vapidKeys'] {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey)
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const problem = vapidKeysProblem(publicKey, privateKey);
  if (problem) throw new ConfigError(problem);
  return { publicKey, privateKey };
}

/** `mailto:` of MAIL_FROM's address (`Name <a@b>` or `a@b`). */
function mailtoOf(mailFrom: string | undefined): string {
  const address = /<([^>]+)>/.exec(mailFrom ?? '')?.[1] ?? mailFrom;
  return `mailto:${address?.trim() || 'no-reply@localhost'}`;
}

/** Passkeys are bound to PUBLIC_URL's host unless WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS say more. */
function relyingParty(env: Env, publicUrl: string): RelyingParty {
  const origin = new URL(publicUrl);
  const rp: RelyingParty = {
    id: read(env, 'WEBAUTHN_RP_ID', origin.hostname, (raw) => raw.toLowerCase()),
    name: read(env, 'WEBAUTHN_RP_NAME', LOCAL_RELYING_PARTY.name, (raw) => raw.slice(0, 64)),
    origins: read(env, 'WEBAUTHN_ORIGINS', [origin.origin], (raw) =>
      raw
        .split(',')
        .map((entry) => entry.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
  };
  const problem = relyingPartyProblem(rp);
  if (problem) throw new ConfigError(problem);
  return rp;
}

/** Database location for openDatabase(): PostgreSQL when DATABASE_URL is set, else PGlite files. */
export function databaseOptions(config: Config): { dataDir?: string; databaseUrl?: string } {
  return config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { dataDir: path.join(config.dataDir, 'pglite') };
}
