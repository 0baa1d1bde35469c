// Shared set-up of the withdraw suites: an app with its ledger, users brought through each gate
// (funded, basic KYC passed by the operator, fund password set, a TRC20 address added).
import type { LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../../src/app.ts';
import { runOperatorCommand } from '../../src/cli/commands.ts';
import type { Database } from '../../src/db/index.ts';
import { Ledger, userAccount } from '../../src/ledger/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { basicForm } from '../kyc/support.ts';
import { ownCode, setFundPassword, signedIn, TRC20, type User } from '../security/support.ts';

export const USDT = 3;

export interface WithdrawApp extends TestApp {
  ledger: Ledger;
  operator(...argv: string[]): Promise<{ output: string; exitCode: number }>;
  pendingIds(kind: string): Promise<string[]>;
  user(email: string): Promise<User>;
  passKyc(user: User): Promise<void>;
  addAddress(user: User, address?: string): Promise<number>;
  ready(email: string, funds?: string): Promise<User & { addressId: number }>;
  fund(user: User, amount: string): Promise<void>;
  balance(user: User): Promise<{ available: string; frozen: string }>;
  get(url: string, user: User, lang?: string): Promise<LightMyRequestResponse>;
}

let funding = 0;

export async function startWithdrawApp(
  database: Database,
  options: Partial<AppOptions> = {},
): Promise<WithdrawApp> {
  const ledger = new Ledger(database);
  const t = await startTestApp(database, { ledger, ...options });
  const operator = (...argv: string[]) =>
    runOperatorCommand({ database: t.database, ledger, clock: t.clock }, argv);
  const app: WithdrawApp = Object.assign(t, {
    ledger,
    operator,
    async pendingIds(kind: string) {
      return [...(await operator('review', 'list', kind)).output.matchAll(/^\s+(\d+)\s/gm)].map(
        (m) => m[1]!,
      );
    },
    user: (email: string) => signedIn(t, email),
    async passKyc(user: User) {
      const res = await user.post('/api/user/real_name', await basicForm(t, user.session.token));
      if (res.statusCode !== 200) throw new Error(`real_name: ${res.body}`);
      const [id] = await app.pendingIds('kyc_basic');
      if ((await operator('review', 'approve', 'kyc_basic', id!)).exitCode !== 0)
        throw new Error('kyc approve');
    },
    async addAddress(user: User, address = TRC20) {
      const code = await ownCode(t, user, 'withdraw_address');
      const res = await user.post('/api/wallet/addaddress', {
        currency_id: String(USDT),
        network: 'TRC20',
        address,
        code,
        fund_password: '123456',
      });
      if (res.statusCode !== 200) throw new Error(`addaddress: ${res.body}`);
      return res.json().data.id as number;
    },
    async fund(user: User, amount: string) {
      await ledger.credit({
        userId: user.session.user.id,
        currencyId: USDT,
        amount,
        key: `test-fund:${Date.now()}:${++funding}`,
      });
    },
    async ready(email: string, funds = '1000') {
      const user = await app.user(email);
      await app.fund(user, funds);
      await app.passKyc(user);
      await setFundPassword(t, user);
      return Object.assign(user, { addressId: await app.addAddress(user) });
    },
    async balance(user: User) {
      const row = await ledger.account(userAccount(user.session.user.id, USDT));
      return { available: row.available, frozen: row.frozen };
    },
    get: (url: string, user: User, lang = 'en') =>
      t.app.inject({ method: 'GET', url, headers: { ...user.auth, lang } }),
  });
  return app;
}

export const out = (user: User, form: Record<string, string>, lang = 'en') =>
  user.post(
    '/api/wallet/out',
    { currency_id: String(USDT), fund_password: '123456', ...form },
    { lang },
  );
