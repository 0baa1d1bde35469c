export type WalletDeladdressBody = {
  /** @minimum 1 */
  id: number;
};
