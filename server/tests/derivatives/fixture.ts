// Shared set-up of the derivatives tests: an app with a scripted price feed (one price per minute, set
// by the test before the clock reaches it), verified users and funded options/contract accounts.
import { kycApplications, uploads } from '../../src/db/schema/kyc.ts';
import { PNG } from '../kyc/support.ts';
import type { Database } from '../../src/db/index.ts';
import { reconcile, userAccount, type AccountType } from '../../src/ledger/index.ts';
import {
  MARKET_ANCHOR,
  setPriceSource,
  type PriceSource,
} from '../../src/modules/market/prices.ts';
import { startExchangeApp, type ExchangeApp } from '../exchange/fixture.ts';

export const BTC = 1;
export const USDT = 3;
const MINUTE = 60_000;

/** BTC's price per minute step (absolute minute index since the anchor); a step without an entry keeps the last one. */
export class ScriptedFeed implements PriceSource {
  readonly #steps = new Map<number, string>();
  readonly initial: string;
  constructor(initial: string) {
    this.initial = initial;
  }
  supports(id: number) {
    return id === BTC || id === USDT;
  }
  set(at: Date, price: string) {
    this.#steps.set(Math.floor((at.getTime() - MARKET_ANCHOR.getTime()) / MINUTE), price);
  }
  usdtPrice(id: number, at: Date) {
    if (id === USDT) return '1';
    let step = Math.floor((at.getTime() - MARKET_ANCHOR.getTime()) / MINUTE);
    const first = Math.min(...this.#steps.keys(), step);
    for (; step >= first; step--) {
      const price = this.#steps.get(step);
      if (price) return price;
    }
    return this.initial;
  }
}

export interface DerivApp extends ExchangeApp {
  feed: ScriptedFeed;
  restore(): void;
  verified(email: string): Promise<{ id: number; token: string }>;
  fundAccount(userId: number, type: AccountType, amount: string): Promise<void>;
  balance(userId: number, type: AccountType): Promise<{ available: string; frozen: string }>;
  reconciles(): Promise<boolean>;
}

let keys = 0;

export async function startDerivApp(database: Database, initial = '50000'): Promise<DerivApp> {
  const feed = new ScriptedFeed(initial);
  const previous = setPriceSource(feed);
  const t = await startExchangeApp(database);
  return Object.assign(t, {
    feed,
    restore: () => void setPriceSource(previous),
    async verified(email: string) {
      const user = await t.user(email);
      const at = t.clock();
      // A basic application the operator has approved (what `operator review approve` leaves behind).
      const photo = `photo${String(user.id).padStart(17, '0')}`;
      await t.database.db.insert(uploads).values({
        id: photo,
        userId: user.id,
        mime: 'image/png',
        size: PNG.length,
        content: PNG,
        createdAt: at,
      });
      await t.database.db.insert(kycApplications).values({
        userId: user.id,
        level: 'basic',
        status: 'verified',
        country: 'Japan',
        fullName: 'Test User',
        idNumber: 'X1234567',
        contact: '+81 3 0000 0000',
        frontUploadId: photo,
        backUploadId: photo,
        handUploadId: photo,
        createdAt: at,
        reviewedAt: at,
      });
      return user;
    },
    async fundAccount(userId: number, type: AccountType, amount: string) {
      await t.ledger.credit({
        userId,
        currencyId: USDT,
        amount,
        type,
        key: `deriv-fund:${Date.now()}:${++keys}`,
      });
    },
    async balance(userId: number, type: AccountType) {
      const a = await t.ledger.account(userAccount(userId, USDT, type));
      return { available: a.available, frozen: a.frozen };
    },
    reconciles: async () => (await reconcile(t.database)).ok,
  });
}
