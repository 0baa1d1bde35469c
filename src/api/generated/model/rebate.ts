import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface Rebate {
  id: Id;
  currency_id: Id;
  currency: string;
  amount: Decimal;
  fee: Decimal;
  ratio: Decimal;
  /** The team member who paid the fee, masked. */
  from_account: string;
  created_at: Timestamp;
}
