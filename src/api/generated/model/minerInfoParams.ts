import type { Id } from './id';

export type MinerInfoParams = {
  /**
   * A miner model to describe as well.
   */
  id?: Id;
};
