import type { Id } from './id';

export interface SearchCoin {
  currency_id: Id;
  symbol: string;
  name: string;
}
