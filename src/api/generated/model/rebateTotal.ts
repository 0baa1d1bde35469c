import type { Decimal } from './decimal';

export interface RebateTotal {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  amount: Decimal;
}
