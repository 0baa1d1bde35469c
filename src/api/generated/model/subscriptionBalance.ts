import type { Decimal } from './decimal';

export interface SubscriptionBalance {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  /** Available in the spot account. */
  available: Decimal;
  /** USDT per unit now. */
  usdt_rate: Decimal;
}
