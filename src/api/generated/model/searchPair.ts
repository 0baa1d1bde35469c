import type { Id } from './id';

export interface SearchPair {
  /** The base coin. */
  currency_id: Id;
  symbol: string;
  base: string;
  quote: string;
}
