import type { AssetAccountType } from './assetAccountType';

export type WalletDetailBody = {
  /** @minimum 1 */
  currency_id: number;
  type: AssetAccountType;
};
