import { spotPairs } from '../../db/schema/market.ts';
import type { Seed } from '../seed/seed.ts';
import { defaultSetting } from '../settings/settings.ts';
import { DEFAULT_FEE_RATE, FEE_RATE_SETTING } from '../spot/terms.ts';
import { PAIRS } from './pairs.ts';

/** The spot pairs and the default spot fee rate (an operator may change `spot.fee_rate`). */
export const marketSeed: Seed = {
  name: 'market',
  async run({ db }) {
    const rows = PAIRS.map((p) => ({
      id: p.id,
      symbol: p.symbol,
      baseCurrencyId: p.baseId,
      quoteCurrencyId: p.quoteId,
      priceDecimals: p.priceDecimals,
      quantityDecimals: p.quantityDecimals,
      sort: p.sort,
    }));
    await db.insert(spotPairs).values(rows).onConflictDoNothing();
    await defaultSetting(db, FEE_RATE_SETTING, DEFAULT_FEE_RATE);
  },
};
