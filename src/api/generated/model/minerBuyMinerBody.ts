import type { Id } from './id';

export type MinerBuyMinerBody = {
  id: Id;
  /**
   * @minimum 1
   * @maximum 100
   */
  quantity: number;
};
