import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.ts';
import type { Database } from '../../src/db/index.ts';
import { seedReferenceData } from '../../src/modules/seed/index.ts';

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2030-01-01T00:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof manualClock>;
  post(
    url: string,
    form?: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A seeded app over a fresh database, with a manual clock. */
export async function startTestApp(
  database: Database,
  options: Partial<AppOptions> = {},
): Promise<TestApp> {
  const clock = manualClock();
  await seedReferenceData(database);
  const app = await buildApp({ database, clock, ...options });
  return {
    app,
    database,
    clock,
    post: (url, form = {}, headers = {}) =>
      app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The last code written to the outbox for a target (security e-mails, with an HTML part, aside). */
export async function lastCode(database: Database, target: string): Promise<string> {
  const rows = await database.query<{ body: string }>(
    'SELECT body FROM outbox WHERE target = $1 AND html IS NULL ORDER BY id DESC LIMIT 1',
    [target],
  );
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  return code;
}

/** Registers an e-mail account through the API (code read from the outbox); returns the session. */
export async function registerByEmail(t: TestApp, email: string, password = 'secret123') {
  const sent = await t.post('/api/sms_mail', { user_string: email, scene: 'register' });
  if (sent.statusCode !== 200) throw new Error(`sms_mail: ${sent.body}`);
  const code = await lastCode(t.database, email);
  const res = await t.post('/api/user/register', {
    type: 'email',
    user_string: email,
    code,
    password,
    re_password: password,
  });
  if (res.statusCode !== 200) throw new Error(`register: ${res.body}`);
  return res.json().data as {
    token: string;
    expires_at: string;
    user: { id: number; invite_code: string };
  };
}
