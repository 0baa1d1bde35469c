import type { Decimal } from './decimal';
import type { Id } from './id';
import type { PledgeStatus } from './pledgeStatus';
import type { PositiveInt } from './positiveInt';
import type { Timestamp } from './timestamp';

export interface Pledge {
  id: Id;
  product_id: Id;
  currency: string;
  amount: Decimal;
  daily_rate: Decimal;
  days: PositiveInt;
  status: PledgeStatus;
  awarded: Decimal;
  started_at: Timestamp;
  ends_at: Timestamp;
  released_at: Timestamp | null;
}
