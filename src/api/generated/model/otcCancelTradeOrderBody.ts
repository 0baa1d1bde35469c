export type OtcCancelTradeOrderBody = {
  /** @minimum 1 */
  id: number;
};
