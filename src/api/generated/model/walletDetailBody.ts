import type { AssetAccountType } from './assetAccountType';
import type { Id } from './id';

export type WalletDetailBody = {
  currency_id: Id;
  type: AssetAccountType;
};
