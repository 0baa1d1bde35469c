// Reference products: hosting (trust) and finance products in every state, and copy-trading traders.
import { copyTraders, trustProducts } from '../../db/schema/trust.ts';
import type { Seed } from '../seed/seed.ts';

const BTC = 1;
const ETH = 2;
const USDT = 3;
const BNB = 4;
const SOL = 6;
/** A scheduled opening far enough ahead to stay "waiting to open" in the demo. */
const LATER = new Date('2031-06-01T00:00:00Z');

type ProductSeed = typeof trustProducts.$inferInsert;
const p = (
  family: 'hosting' | 'finance',
  currencyId: number,
  periodDays: number,
  minAmount: string,
  dailyRate: string,
  settlementRatio: string,
  sort: number,
  extra: Partial<ProductSeed> = {},
): ProductSeed => ({
  family,
  currencyId,
  periodDays,
  minAmount,
  dailyRate,
  settlementRatio,
  state: 'open',
  sort,
  ...extra,
});

export const TRUST_PRODUCTS: ProductSeed[] = [
  // The spec's example: 0.4 % a day for 15 days, settlement ratio 0.4 % per remaining day.
  p('hosting', USDT, 15, '100', '0.004', '0.004', 1),
  p('hosting', USDT, 30, '500', '0.005', '0.005', 2),
  p('hosting', BTC, 7, '0.01', '0.002', '0.002', 3),
  p('hosting', ETH, 60, '0.5', '0.006', '0.006', 4, { state: 'coming_soon' }),
  p('hosting', USDT, 90, '1000', '0.007', '0.007', 5, { opensAt: LATER }),
  p('finance', USDT, 7, '100', '0.003', '0', 1),
  p('finance', USDT, 30, '1000', '0.004', '0', 2),
  p('finance', ETH, 14, '0.1', '0.0035', '0', 3),
  p('finance', BTC, 30, '0.05', '0.005', '0', 4, { state: 'coming_soon' }),
  p('finance', USDT, 60, '5000', '0.006', '0', 5, { opensAt: LATER }),
];

export const COPY_TRADERS: (typeof copyTraders.$inferInsert)[] = [
  {
    name: 'Aurora Quant',
    currencyId: BTC,
    direction: 'long',
    periodDays: 7,
    minAmount: '100',
    commissionRate: '0.1',
    sort: 1,
  },
  {
    name: 'Blue Harbor',
    currencyId: ETH,
    direction: 'long',
    periodDays: 14,
    minAmount: '100',
    commissionRate: '0.1',
    sort: 2,
  },
  {
    name: 'Kestrel Capital',
    currencyId: SOL,
    direction: 'short',
    periodDays: 3,
    minAmount: '50',
    commissionRate: '0.15',
    sort: 3,
  },
  {
    name: 'Mistral Labs',
    currencyId: BNB,
    direction: 'long',
    periodDays: 30,
    minAmount: '200',
    commissionRate: '0.08',
    sort: 4,
  },
];

export const trustSeed: Seed = {
  name: 'trust',
  async run({ db }) {
    await db.insert(trustProducts).values(TRUST_PRODUCTS).onConflictDoNothing();
    await db.insert(copyTraders).values(COPY_TRADERS).onConflictDoNothing();
  },
};
