export type OtcMyTradeDetailParams = {
  /**
   * @minimum 1
   */
  id: number;
};
