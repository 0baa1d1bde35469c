import type { Id } from './id';

export type WalletGetInAddressBody = {
  currency_id: Id;
  /**
   * @minLength 1
   * @maxLength 16
   */
  network: string;
};
