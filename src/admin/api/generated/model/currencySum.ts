import type { Decimal } from './decimal';

export interface CurrencySum {
  /** The currency symbol. */
  currency: string;
  amount: Decimal;
}
