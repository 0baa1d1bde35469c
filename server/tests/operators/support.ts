// Operators for the console suites: created and enrolled through the real flow (CLI-equivalent
// addOperator, then the enrolment operations with a code computed from the shown secret).
import type { LightMyRequestResponse } from 'fastify';
import type { OperatorRole } from '../../src/db/schema/operators.ts';
import { addOperator } from '../../src/modules/operators/accounts.ts';
import { totpCode } from '../../src/lib/totp.ts';
import type { TestApp } from '../support/app.ts';

export const OPERATOR_PASSWORD = 'correct horse battery';

export interface ConsoleSession {
  email: string;
  secret: string;
  cookie: string;
  csrf: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, form?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** The op_session cookie of a sign-in answer ("op_session=<token>"). */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = header.find((c) => c.startsWith('op_session='));
  if (!cookie) throw new Error(`no session cookie: ${res.body}`);
  return cookie.split(';')[0]!;
}

/** A new operator of `role`, enrolled, with the secret its authenticator holds. */
export async function enrolOperator(t: TestApp, email: string, role: OperatorRole) {
  const { enrolToken } = await addOperator(t.database.db, t.clock(), email, role);
  const shown = (await t.post('/api/admin/auth/enrolment', { token: enrolToken })).json().data;
  const res = await t.post('/api/admin/auth/enrol', {
    token: enrolToken,
    password: OPERATOR_PASSWORD,
    code: totpCode(shown.secret, t.clock()),
  });
  if (res.statusCode !== 200) throw new Error(`enrol: ${res.body}`);
  // The enrolment used this time step's code; sign-ins start at the next one.
  t.clock.advance(30_000);
  return { email, secret: shown.secret as string };
}

export async function signIn(
  t: TestApp,
  operator: { email: string; secret: string },
): Promise<ConsoleSession> {
  t.clock.advance(30_000); // a fresh time step: a code is accepted once
  const res = await t.post('/api/admin/auth/sign_in', {
    email: operator.email,
    password: OPERATOR_PASSWORD,
    code: totpCode(operator.secret, t.clock()),
  });
  if (res.statusCode !== 200) throw new Error(`sign_in: ${res.body}`);
  const cookie = sessionCookie(res);
  const csrf = res.json().data.csrf_token as string;
  return {
    ...operator,
    cookie,
    csrf,
    get: (url) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url, form = {}) => t.post(url, form, { cookie, 'x-csrf-token': csrf }),
  };
}

export async function consoleAs(t: TestApp, email: string, role: OperatorRole) {
  return signIn(t, await enrolOperator(t, email, role));
}

/** A JSON POST of the console as `s` (its cookie and CSRF token), in `lang`. */
export function postJson(t: TestApp, s: ConsoleSession, url: string, body: unknown, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      cookie: s.cookie,
      'x-csrf-token': s.csrf,
      lang,
    },
  });
}
