import type { AssetAccountType } from './assetAccountType';
import type { AssetBalance } from './assetBalance';
import type { Decimal } from './decimal';

export interface AssetAccount {
  type: AssetAccountType;
  usdt_value: Decimal;
  /** Every enabled currency, base coin first. */
  balances: AssetBalance[];
}
