import { minerModels, pledgeProducts } from '../../db/schema/publication.ts';
import type { Seed } from '../seed/seed.ts';

// Miner models (priced in USDT, mining BTC, LTC or DOGE, which the market simulator prices) and
// pledge (staking) products. Offer windows are placed around the first start of the server.
const DAY = 86_400_000;

export const miningSeed: Seed = {
  name: 'mining',
  async run({ db }) {
    const offerEnds = new Date(Date.now() + 45 * DAY);
    await db
      .insert(minerModels)
      .values([
        {
          id: 1,
          name: 'Antminer S21',
          hashrate: '200',
          hashrateUnit: 'TH/s',
          coinId: 1,
          price: '4200',
          seatPrice: '210',
          seats: 20,
          dailyYield: '0.00016',
          prepareDays: 2,
          runDays: 360,
          offerEndsAt: offerEnds,
          sort: 1,
        },
        {
          id: 2,
          name: 'Antminer L9',
          hashrate: '16',
          hashrateUnit: 'GH/s',
          coinId: 9,
          price: '6500',
          seatPrice: '325',
          seats: 20,
          dailyYield: '0.26',
          prepareDays: 3,
          runDays: 360,
          offerEndsAt: offerEnds,
          sort: 2,
        },
        {
          id: 3,
          name: 'Goldshell DG Max',
          hashrate: '6.5',
          hashrateUnit: 'GH/s',
          coinId: 8,
          price: '3800',
          seatPrice: '190',
          seats: 20,
          dailyYield: '95',
          prepareDays: 2,
          runDays: 300,
          offerEndsAt: offerEnds,
          sort: 3,
        },
      ])
      .onConflictDoNothing();
    await db
      .insert(pledgeProducts)
      .values([
        {
          id: 1,
          currencyId: 3,
          days: 7,
          dailyRate: '0.0015',
          minAmount: '100',
          maxAmount: '100000',
          sort: 1,
        },
        {
          id: 2,
          currencyId: 3,
          days: 30,
          dailyRate: '0.002',
          minAmount: '500',
          maxAmount: '200000',
          sort: 2,
        },
        {
          id: 3,
          currencyId: 2,
          days: 15,
          dailyRate: '0.0012',
          minAmount: '0.1',
          maxAmount: '100',
          sort: 3,
        },
        {
          id: 4,
          currencyId: 1,
          days: 30,
          dailyRate: '0.001',
          minAmount: '0.01',
          maxAmount: '10',
          sort: 4,
        },
      ])
      .onConflictDoNothing();
  },
};
