import type { Decimal } from './decimal';
import type { Id } from './id';

export interface SubscriptionBalance {
  currency_id: Id;
  currency: string;
  /** Available in the spot account. */
  available: Decimal;
  /** USDT per unit now. */
  usdt_rate: Decimal;
}
