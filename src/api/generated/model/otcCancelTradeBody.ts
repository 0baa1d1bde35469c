export type OtcCancelTradeBody = {
  /** @minimum 1 */
  id: number;
};
