import type { AssetAccountType } from './assetAccountType';
import type { Id } from './id';
import type { PositiveDecimal } from './positiveDecimal';
import type { RequestId } from './requestId';

export type WalletChangeBody = {
  from: AssetAccountType;
  to: AssetAccountType;
  currency_id: Id;
  amount: PositiveDecimal;
  request_id: RequestId;
};
