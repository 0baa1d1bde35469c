export interface RedeemRequest {
  /**
   * The hosted order to redeem early.
   * @minimum 1
   */
  id: number;
}
