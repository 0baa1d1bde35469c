import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';

export interface ReviewJournalLine {
  at: Timestamp;
  kind: string;
  currency: string;
  /** Signed change of the total balance. */
  amount: Decimal;
}
