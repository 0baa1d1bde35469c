export type MinerBuyMinerFormParams = {
  /**
   * The miner model id.
   * @minimum 1
   */
  id: number;
};
