import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';

export interface Rebate {
  /** @minimum 1 */
  id: number;
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  amount: Decimal;
  fee: Decimal;
  ratio: Decimal;
  /** The team member who paid the fee, masked. */
  from_account: string;
  created_at: Timestamp;
}
