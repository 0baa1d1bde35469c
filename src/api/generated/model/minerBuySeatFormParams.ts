import type { Id } from './id';

export type MinerBuySeatFormParams = {
  /**
   * The miner model id.
   */
  id: Id;
};
