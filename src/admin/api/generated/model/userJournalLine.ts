import type { AccountKind } from './accountKind';
import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

/**
 * One change of one of the user's accounts by one ledger entry.
 */
export interface UserJournalLine {
  /** <entry id>-<account id> */
  id: string;
  kind: string;
  account: AccountKind;
  currency_id: Id;
  currency: string;
  amount: Decimal;
  balance: Decimal;
  created_at: Timestamp;
}
