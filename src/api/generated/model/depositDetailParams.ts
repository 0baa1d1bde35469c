export type DepositDetailParams = {
  /**
   * @minimum 1
   */
  id: number;
};
