import type { Decimal } from './decimal';
import type { PledgeStatus } from './pledgeStatus';
import type { Timestamp } from './timestamp';

export interface Pledge {
  /** @minimum 1 */
  id: number;
  /** @minimum 1 */
  product_id: number;
  currency: string;
  amount: Decimal;
  daily_rate: Decimal;
  /** @minimum 1 */
  days: number;
  status: PledgeStatus;
  awarded: Decimal;
  started_at: Timestamp;
  ends_at: Timestamp;
  released_at: Timestamp | null;
}
