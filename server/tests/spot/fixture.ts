// Spot tests: an app over a price source the test schedules (BTC steps at chosen instants), so fills
// are exact; users funded straight through the ledger.
import type { PriceSource } from '../../src/modules/market/prices.ts';

export const BTC = 1;
export const USDT = 3;
const OTHERS: Record<number, string> = {
  2: '2500',
  3: '1',
  4: '600',
  5: '0.1',
  6: '100',
  7: '0.5',
  8: '0.1',
  9: '70',
};

/** BTC at `base`, then each [from, price] step from its instant on. */
export function scheduledSource(base: string, steps: [Date, string][] = []): PriceSource {
  return {
    supports: (id) => id === BTC || id in OTHERS,
    usdtPrice(id, at) {
      if (id !== BTC) return OTHERS[id] ?? '0';
      let price = base;
      for (const [from, p] of steps) if (at.getTime() >= from.getTime()) price = p;
      return price;
    },
  };
}

export const form = (fields: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
