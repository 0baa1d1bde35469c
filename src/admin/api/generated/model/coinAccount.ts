import type { AssetAccountType } from './assetAccountType';
import type { Count } from './count';
import type { Decimal } from './decimal';

/**
 * One account type of users' wallets the coin has rows in.
 */
export interface CoinAccount {
  type: AssetAccountType;
  /** Users with a balance above zero. */
  holders: Count;
  /** What users hold in it (available plus frozen). */
  total: Decimal;
}
