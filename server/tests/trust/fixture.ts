// Shared set-up of the trust tests: an app with a reachable ledger, users, trust-account funding.
import type { LightMyRequestResponse } from 'fastify';
import { Ledger, userAccount } from '../../src/ledger/index.ts';
import type { Database } from '../../src/db/index.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

export const USDT = 3;
export const DAY = 86_400_000;

export interface TrustApp extends TestApp {
  ledger: Ledger;
  user(email: string): Promise<{ id: number; token: string }>;
  /** A fresh session (sessions expire after 7 days of clock). */
  login(email: string): Promise<string>;
  fund(userId: number, currencyId: number, amount: string): Promise<void>;
  trust(userId: number, currencyId?: number): Promise<{ available: string; frozen: string }>;
  get(url: string, token: string, lang?: string): Promise<LightMyRequestResponse>;
  send(
    url: string,
    token: string,
    form: Record<string, string>,
    lang?: string,
  ): Promise<LightMyRequestResponse>;
  /** Moves the clock and runs every job, as the running server would. */
  advance(ms: number): Promise<void>;
}

let funding = 0;

export async function startTrustApp(database: Database): Promise<TrustApp> {
  const ledger = new Ledger(database);
  const t = await startTestApp(database, { ledger });
  return Object.assign(t, {
    ledger,
    async user(email: string) {
      const session = await registerByEmail(t, email);
      return { id: session.user.id, token: session.token };
    },
    async login(email: string) {
      const res = await t.post('/api/user/login', {
        type: 'email',
        user_string: email,
        password: 'secret123',
      });
      return res.json().data.token as string;
    },
    async fund(userId: number, currencyId: number, amount: string) {
      await ledger.credit({
        userId,
        currencyId,
        amount,
        type: 'trust',
        key: `test-fund:${Date.now()}:${++funding}`,
      });
    },
    async trust(userId: number, currencyId = USDT) {
      const account = await ledger.account(userAccount(userId, currencyId, 'trust'));
      return { available: account.available, frozen: account.frozen };
    },
    get: (url: string, token: string, lang = 'en') =>
      t.app.inject({ method: 'GET', url, headers: { authorization: token, lang } }),
    send: (url: string, token: string, form: Record<string, string>, lang = 'en') =>
      t.post(url, form, { authorization: token, lang }),
    async advance(ms: number) {
      t.clock.advance(ms);
      await t.app.scheduler.runAll();
    },
  });
}

/** The id of a seeded product by family, coin and period. */
export async function productId(
  t: TrustApp,
  token: string,
  family: 'hosting' | 'finance',
  currency: string,
  period: number,
): Promise<number> {
  const items = (await t.get(`/api/lh/deposit/config?family=${family}`, token)).json().data
    .items as { id: number; currency: string; period_days: number }[];
  const found = items.find((p) => p.currency === currency && p.period_days === period);
  if (!found) throw new Error(`no ${family} product ${currency} ${period}`);
  return found.id;
}
