import type { Decimal } from './decimal';
import type { Id } from './id';
import type { SubscriptionStatus } from './subscriptionStatus';
import type { Timestamp } from './timestamp';

export interface Subscription {
  id: Id;
  project_id: Id;
  currency: string;
  pay_currency_id: Id;
  pay_currency: string;
  /** Paid, in the payment currency. */
  amount: Decimal;
  /** USDT per unit of the payment currency used. */
  usdt_rate: Decimal;
  /** Coins allocated. */
  quantity: Decimal;
  status: SubscriptionStatus;
  /** @nullable */
  reason: string | null;
  /** Coins delivered to the spot wallet so far. */
  accumulated_return: Decimal;
  /** Coins the subscription returns in total. */
  total_return: Decimal;
  /** Passed and still in its lock-up. */
  locked: boolean;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
  unlock_at: Timestamp | null;
  completed_at: Timestamp | null;
}
