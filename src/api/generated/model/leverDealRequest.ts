export interface LeverDealRequest {
  /**
   * The coin of the pair `<coin>/USDT`.
   * @minimum 1
   */
  currency_id: number;
}
