export type LhDepositProductInfoParams = {
  /**
   * @minimum 1
   */
  id: number;
};
