import type { Deal } from './deal';

export type DealsOkData = {
  /** @minimum 1 */
  pair_id: number;
  symbol: string;
  /** Newest first. */
  items: Deal[];
};
