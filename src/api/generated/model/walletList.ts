import type { AssetAccount } from './assetAccount';
import type { Decimal } from './decimal';

export interface WalletList {
  total_usdt: Decimal;
  /** The four accounts in the order spot, options, contract, trust. */
  accounts: AssetAccount[];
}
