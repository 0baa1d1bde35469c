import type { Decimal } from './decimal';
import type { Id } from './id';

export interface DepositAddress {
  currency_id: Id;
  currency: string;
  network: string;
  address: string;
  min_amount: Decimal;
}
