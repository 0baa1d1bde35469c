import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { configErrorOf } from '../helpers/config.ts';
import { keptVapidKeys, vapidKeysProblem } from '../../src/modules/push/settings.ts';

const KEYS = webPush.generateVAPIDKeys();

// Every knob comes from the environment and is checked at start: a wrong value stops the server
// with one line naming the variable (scripts/start.ts and main.ts print it and exit 1).

describe('server configuration from the environment', () => {
  it('has safe defaults: loopback, 8080, ./data, embedded database, requests logged in development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      logRequests: true,
      trustProxy: false,
      rateLimit: { max: 600, windowMs: 60_000 },
      publicUrl: 'http://localhost:8080',
    });
  });

  it('reads every knob', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '9000',
      DATA_DIR: '/var/lib/coinhub',
      DATABASE_URL: 'postgres://app:secret@db:5432/coinhub',
      SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '2',
      RATE_LIMIT_MAX: '120',
      RATE_LIMIT_WINDOW: '30s',
      PUBLIC_URL: 'https://exchange.example.com/',
    });
    expect(config).toMatchObject({
      env: 'production',
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/var/lib/coinhub',
      databaseUrl: 'postgres://app:secret@db:5432/coinhub',
      smtpUrl: 'smtps://mailer:secret@mail.example.com:465',
      logLevel: 'warn',
      logRequests: false, // production logs no line per request unless asked to
      trustProxy: 2,
      rateLimit: { max: 120, windowMs: 30_000 },
      publicUrl: 'https://exchange.example.com',
    });
    expect(loadConfig({ NODE_ENV: 'production', LOG_REQUESTS: 'yes' }).logRequests).toBe(true);
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ JOBS: 'off' }).jobs).toBe(false);
    expect(loadConfig({ RATE_LIMIT_WINDOW: '2m' }).rateLimit.windowMs).toBe(120_000);
    expect(loadConfig({ RATE_LIMIT_WINDOW: '1500' }).rateLimit.windowMs).toBe(1500);
  });

  it.each([
    [{ PORT: '80a' }, 'PORT must be an integer 1-65535, got "80a"'],
    [{ PORT: '70000' }, 'PORT must be an integer 1-65535, got "70000"'],
    [{ HOST: 'my host' }, 'HOST must be a host name or IP address, got "my host"'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of development, production, test, got "prod"'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ LOG_REQUESTS: 'maybe' }, 'LOG_REQUESTS must be true or false, got "maybe"'],
    [{ JOBS: 'sometimes' }, 'JOBS must be true or false, got "sometimes"'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY must be an integer 0-10, got "-1"'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY must be an integer 0-10, got "true"'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX must be an integer 1-1000000, got "0"'],
    [{ RATE_LIMIT_WINDOW: '1 minute' }, 'RATE_LIMIT_WINDOW must be a positive duration'],
    [{ RATE_LIMIT_WINDOW: '0s' }, 'RATE_LIMIT_WINDOW must be a positive duration'],
    [
      { DATABASE_URL: 'mysql://root@db/app' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [{ SMTP_URL: 'mail.example.com:25' }, 'SMTP_URL must be a smtp:// or smtps:// URL'],
    [{ PUBLIC_URL: 'exchange.example.com' }, 'PUBLIC_URL must be a http:// or https:// URL'],
    [
      { VAPID_PUBLIC_KEY: KEYS.publicKey },
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    ],
    [
      { VAPID_PUBLIC_KEY: KEYS.privateKey, VAPID_PRIVATE_KEY: KEYS.privateKey },
      'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes)',
    ],
    [
      { VAPID_PUBLIC_KEY: KEYS.publicKey, VAPID_PRIVATE_KEY: 'short' },
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)',
    ],
    [
      { VAPID_SUBJECT: 'ops@example.com' },
      'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    ],
    [{ PUSH_TEST_ORIGINS: 'ftp://127.0.0.1:9' }, 'PUSH_TEST_ORIGINS must be a http://'],
    [
      { NODE_ENV: 'production', PUSH_TEST_ORIGINS: 'http://127.0.0.1:9' },
      'PUSH_TEST_ORIGINS is for tests: it cannot be set in production',
    ],
  ])('refuses %o with one clear line', (env, message) => {
    const line = configErrorOf(env);
    expect(line).toContain(message);
    expect(line).not.toContain('\n');
  });

  it('takes a VAPID key pair from the environment, else none (the start keeps a generated one)', () => {
    expect(loadConfig({})).toMatchObject({
      vapidKeys: undefined,
      vapidSubject: 'mailto:no-reply@localhost',
    });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: KEYS.publicKey,
        VAPID_PRIVATE_KEY: KEYS.privateKey,
        MAIL_FROM: 'CoinHub <support@coinhub.example>',
      }),
    ).toMatchObject({ vapidKeys: KEYS, vapidSubject: 'mailto:support@coinhub.example' });
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    const kept = keptVapidKeys(dir);
    expect(vapidKeysProblem(kept.publicKey, kept.privateKey)).toBeNull();
    expect(keptVapidKeys(dir)).toEqual(kept); // the same pair at the next start
    expect(statSync(path.join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
  });

  it("posts pushes to a test's push service only when told, outside production", () => {
    expect(loadConfig({}).pushTestOrigins).toEqual([]);
    expect(
      loadConfig({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:9100/push, https://push.test' })
        .pushTestOrigins,
    ).toEqual(['http://127.0.0.1:9100', 'https://push.test']);
  });

  it('never repeats a URL that may carry a password', () => {
    const line = configErrorOf({ DATABASE_URL: 'mysql://root:hunter2@db/app' });
    expect(line).not.toContain('hunter2');
  });
});
