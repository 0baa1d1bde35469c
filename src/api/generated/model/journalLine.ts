import type { AssetAccountType } from './assetAccountType';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

/**
 * One change of one account's total by one ledger entry.
 */
export interface JournalLine {
  /** Entry id and account id: `<entry>-<account>`. */
  id: string;
  /**
   * Why the balance changed: `move_between_types` (transfer between accounts), `credit`, `debit`,
   * `settle_frozen`, `transfer_between_users` or a feature's own kind (e.g. `deposit`, `withdraw`).
   */
  kind: string;
  type: AssetAccountType;
  currency_id: Id;
  symbol: string;
  decimals: Decimals;
  /** Signed change of the total. */
  amount: Decimal;
  /** The account's total after the change. */
  balance: Decimal;
  created_at: Timestamp;
}
