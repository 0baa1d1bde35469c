import type { Count } from './count';
import type { CurrencySum } from './currencySum';

export interface MoneyFlow {
  /** How many items, all currencies together. */
  count: Count;
  by_currency: CurrencySum[];
}
