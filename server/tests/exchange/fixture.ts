import type { LightMyRequestResponse } from 'fastify';
// Shared set-up of the exchange tests: an app with a reachable ledger and helpers to fund users.
import { Ledger, userAccount } from '../../src/ledger/index.ts';
import type { Database } from '../../src/db/index.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

export interface ExchangeApp extends TestApp {
  ledger: Ledger;
  user(email: string, password?: string): Promise<{ id: number; token: string }>;
  fund(userId: number, currencyId: number, amount: string): Promise<void>;
  spot(userId: number, currencyId: number): Promise<string>;
  get(url: string, token: string, lang?: string): Promise<LightMyRequestResponse>;
}

let funding = 0;

export async function startExchangeApp(database: Database): Promise<ExchangeApp> {
  const ledger = new Ledger(database);
  const t = await startTestApp(database, { ledger });
  return Object.assign(t, {
    ledger,
    async user(email: string, password = 'secret123') {
      const session = await registerByEmail(t, email, password);
      return { id: session.user.id, token: session.token };
    },
    async fund(userId: number, currencyId: number, amount: string) {
      await ledger.credit({
        userId,
        currencyId,
        amount,
        key: `test-fund:${Date.now()}:${++funding}`,
      });
    },
    async spot(userId: number, currencyId: number) {
      return (await ledger.account(userAccount(userId, currencyId))).available;
    },
    get: (url: string, token: string, lang = 'en') =>
      t.app.inject({ method: 'GET', url, headers: { authorization: token, lang } }),
  });
}
