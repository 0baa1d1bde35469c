import type { Id } from './id';

export interface LeverPair {
  currency_id: Id;
  symbol: string;
}
