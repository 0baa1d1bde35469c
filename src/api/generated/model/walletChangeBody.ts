import type { AssetAccountType } from './assetAccountType';
import type { PositiveDecimal } from './positiveDecimal';
import type { RequestId } from './requestId';

export type WalletChangeBody = {
  from: AssetAccountType;
  to: AssetAccountType;
  /** @minimum 1 */
  currency_id: number;
  amount: PositiveDecimal;
  request_id: RequestId;
};
