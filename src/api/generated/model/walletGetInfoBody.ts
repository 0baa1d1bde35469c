export type WalletGetInfoBody = {
  /** @minimum 1 */
  currency_id: number;
};
