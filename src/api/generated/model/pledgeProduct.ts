import type { Decimal } from './decimal';

export interface PledgeProduct {
  /** @minimum 1 */
  id: number;
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  /** @minimum 1 */
  days: number;
  /** Award per day as a fraction of the quantity. */
  daily_rate: Decimal;
  total_rate: Decimal;
  min_amount: Decimal;
  max_amount: Decimal;
}
