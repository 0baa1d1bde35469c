import type { AssetAccountType } from './assetAccountType';

export type WalletLegalLogBody = {
  /** @minimum 1 */
  page?: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: number;
  /** @minimum 1 */
  currency_id?: number;
  type?: AssetAccountType;
};
