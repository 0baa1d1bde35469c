import type { Id } from './id';

export type MinerBuyMinerFormParams = {
  /**
   * The miner model id.
   */
  id: Id;
};
