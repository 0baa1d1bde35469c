import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';

export interface PledgeAward {
  /** @minimum 1 */
  id: number;
  /** @minimum 1 */
  pledge_id: number;
  currency: string;
  /** @minimum 1 */
  day: number;
  amount: Decimal;
  created_at: Timestamp;
}
