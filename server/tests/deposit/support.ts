import { runOperatorCommand } from '../../src/cli/commands.ts';
import { Ledger, reconcile, userAccount } from '../../src/ledger/index.ts';
import type { Database } from '../../src/db/index.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';
import { uploadId } from '../kyc/support.ts';

// An app with the ledger the operator CLI shares, and helpers for deposits.
export interface DepositApp extends TestApp {
  ledger: Ledger;
  user(email: string): Promise<{ id: number; token: string }>;
  proof(token: string): Promise<string>;
  charge(token: string, form: Record<string, string>): ReturnType<TestApp['post']>;
  get(url: string, token: string): ReturnType<TestApp['post']>;
  spot(userId: number, currencyId: number): Promise<string>;
  operator(...argv: string[]): ReturnType<typeof runOperatorCommand>;
  reconciled(): Promise<boolean>;
}

export async function startDepositApp(database: Database): Promise<DepositApp> {
  const ledger = new Ledger(database);
  const t = await startTestApp(database, { ledger });
  return Object.assign(t, {
    ledger,
    async user(email: string) {
      const session = await registerByEmail(t, email);
      return { id: session.user.id, token: session.token };
    },
    proof: (token: string) => uploadId(t, token),
    charge: (token: string, form: Record<string, string>) =>
      t.post('/api/wallet/charge_req', form, { authorization: token }),
    get: (url: string, token: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: token } }),
    async spot(userId: number, currencyId: number) {
      return (await ledger.account(userAccount(userId, currencyId))).available;
    },
    operator: (...argv: string[]) => runOperatorCommand({ database, ledger, clock: t.clock }, argv),
    async reconciled() {
      await ledger.idle();
      return (await reconcile(database)).ok;
    },
  });
}
