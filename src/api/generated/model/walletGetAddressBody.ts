export type WalletGetAddressBody = {
  /** @minimum 1 */
  currency_id?: number;
  /** @minimum 1 */
  page?: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: number;
};
