export type LhSendProductInfoParams = {
  /**
   * @minimum 1
   */
  id: number;
};
