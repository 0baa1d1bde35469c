import type { CurrencySum } from './currencySum';

export interface MoneyFlow {
  /**
   * How many items, all currencies together.
   * @minimum 0
   */
  count: number;
  by_currency: CurrencySum[];
}
