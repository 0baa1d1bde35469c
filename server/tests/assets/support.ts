import { Ledger, userAccount, type AccountType } from '../../src/ledger/index.ts';
import type { Database } from '../../src/db/index.ts';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

export const USDT = 3;
export const BTC = 1;
export const TRX = 5;

/** Fixed prices: BTC 50000 USDT, USDT 1, every other coin without a market. */
export const fixedPrices: PriceSource = {
  supports: (id) => id === USDT || id === BTC,
  usdtPrice: (id) => (id === BTC ? '50000' : '1'),
};

export interface AssetsApp extends TestApp {
  ledger: Ledger;
  /** Signs up a user; returns its id and an authorized caller. */
  user(email: string): Promise<{ id: number; token: string }>;
  call(
    url: string,
    token: string,
    form?: Record<string, string>,
    lang?: string,
  ): ReturnType<TestApp['post']>;
  get(url: string, token: string): ReturnType<TestApp['post']>;
  fund(userId: number, currencyId: number, amount: string, type?: AccountType): Promise<void>;
  available(userId: number, currencyId: number, type: AccountType): Promise<string>;
}

let funded = 0;

export async function startAssetsApp(database: Database): Promise<AssetsApp> {
  const ledger = new Ledger(database);
  const t = await startTestApp(database, { ledger });
  const restore = setPriceSource(fixedPrices);
  return {
    ...t,
    ledger,
    async user(email) {
      const session = await registerByEmail(t, email);
      return { id: session.user.id, token: session.token };
    },
    call: (url, token, form = {}, lang = 'en') => t.post(url, form, { authorization: token, lang }),
    get: (url, token) => t.app.inject({ method: 'GET', url, headers: { authorization: token } }),
    async fund(userId, currencyId, amount, type = 'spot') {
      await ledger.credit({
        userId,
        currencyId,
        amount,
        type,
        key: `test-fund:${++funded}:${Date.now()}`,
      });
    },
    async available(userId, currencyId, type) {
      return (await ledger.account(userAccount(userId, currencyId, type))).available;
    },
    async close() {
      setPriceSource(restore);
      await t.close();
    },
  };
}
