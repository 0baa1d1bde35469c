export type MinerBuySeatBody = {
  /** @minimum 1 */
  id: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  quantity: number;
};
