import type { Deal } from './deal';
import type { Id } from './id';

export type DealsOkData = {
  pair_id: Id;
  symbol: string;
  /** Newest first. */
  items: Deal[];
};
