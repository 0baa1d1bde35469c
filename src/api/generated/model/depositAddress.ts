import type { Decimal } from './decimal';

export interface DepositAddress {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  network: string;
  address: string;
  min_amount: Decimal;
}
