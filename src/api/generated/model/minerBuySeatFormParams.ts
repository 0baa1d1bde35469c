export type MinerBuySeatFormParams = {
  /**
   * The miner model id.
   * @minimum 1
   */
  id: number;
};
