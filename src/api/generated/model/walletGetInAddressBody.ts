export type WalletGetInAddressBody = {
  /** @minimum 1 */
  currency_id: number;
  /**
   * @minLength 1
   * @maxLength 16
   */
  network: string;
};
