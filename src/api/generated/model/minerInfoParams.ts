export type MinerInfoParams = {
  /**
   * A miner model to describe as well.
   * @minimum 1
   */
  id?: number;
};
