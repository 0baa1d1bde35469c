// Shared set-up of the publication and mining tests: an app with a reachable ledger, funded users,
// a fixed price source and a project whose window is placed around the test clock.
import type { LightMyRequestResponse } from 'fastify';
import { Ledger, reconcile, userAccount } from '../../src/ledger/index.ts';
import type { Database } from '../../src/db/index.ts';
import '../../src/modules/review/kinds.ts';
import { reviewKind } from '../../src/modules/review/registry.ts';
import { cliActor } from '../../src/modules/audit/audit.ts';
import { decideReview } from '../../src/modules/review/decide.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

export const DAY = 86_400_000;
export const BTC = 1;
export const USDT = 3;
export const LUMA = 100;

export interface PubApp extends TestApp {
  ledger: Ledger;
  user(email: string): Promise<{ id: number; token: string }>;
  /** A fresh session (sessions expire after 7 days of the test clock). */
  login(email: string): Promise<string>;
  fund(userId: number, currencyId: number, amount: string): Promise<void>;
  balance(userId: number, currencyId: number): Promise<{ available: string; frozen: string }>;
  get(url: string, token?: string, lang?: string): Promise<LightMyRequestResponse>;
  review(verdict: 'approve' | 'reject', id: number): Promise<void>;
  reconciles(): Promise<boolean>;
}

let funding = 0;

export async function startPubApp(database: Database): Promise<PubApp> {
  const ledger = new Ledger(database);
  const t = await startTestApp(database, { ledger });
  const now = t.clock();
  // Project 1 (LUMA) opens a day before the test clock; the seeded miner offers stay open.
  await database.query(
    'UPDATE projects SET starts_at = $1, ends_at = $2, launch_at = $3, reserved = 0 WHERE id = 1',
    [
      new Date(now.getTime() - DAY),
      new Date(now.getTime() + 30 * DAY),
      new Date(now.getTime() + 35 * DAY),
    ],
  );
  await database.query('UPDATE miner_models SET offer_ends_at = $1', [
    new Date(now.getTime() + 30 * DAY),
  ]);
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
        key: `test-fund:${Date.now()}:${++funding}`,
      });
    },
    async balance(userId: number, currencyId: number) {
      const a = await ledger.account(userAccount(userId, currencyId));
      return { available: a.available, frozen: a.frozen };
    },
    get: (url: string, token?: string, lang = 'en') =>
      t.app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: token, lang } : { lang },
      }),
    async review(verdict: 'approve' | 'reject', id: number) {
      const kind = reviewKind('subscription')!;
      const context = { database, ledger, clock: t.clock };
      const reason = verdict === 'reject' ? 'not eligible' : null;
      await decideReview(context, cliActor(), kind, String(id), verdict, reason);
    },
    reconciles: async () => (await reconcile(database)).ok,
  });
}
