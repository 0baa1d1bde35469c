import type { CoinCatalogEntry } from './coinCatalogEntry';

export type CoinCatalogOkData = {
  items: CoinCatalogEntry[];
};
