export type OtcOrderDetailParams = {
  /**
   * @minimum 1
   */
  id: number;
};
