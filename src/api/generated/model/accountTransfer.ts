import type { AssetAccountType } from './assetAccountType';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface AccountTransfer {
  id: Id;
  currency_id: Id;
  symbol: string;
  decimals: Decimals;
  from: AssetAccountType;
  to: AssetAccountType;
  amount: Decimal;
  created_at: Timestamp;
}
