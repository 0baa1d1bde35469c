import type { AssetAccountType } from './assetAccountType';
import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';

export interface AccountTransfer {
  /** @minimum 1 */
  id: number;
  /** @minimum 1 */
  currency_id: number;
  symbol: string;
  /**
   * @minimum 0
   * @maximum 18
   */
  decimals: number;
  from: AssetAccountType;
  to: AssetAccountType;
  amount: Decimal;
  created_at: Timestamp;
}
