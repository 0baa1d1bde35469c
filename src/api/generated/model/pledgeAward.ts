import type { Decimal } from './decimal';
import type { Id } from './id';
import type { PositiveInt } from './positiveInt';
import type { Timestamp } from './timestamp';

export interface PledgeAward {
  id: Id;
  pledge_id: Id;
  currency: string;
  day: PositiveInt;
  amount: Decimal;
  created_at: Timestamp;
}
