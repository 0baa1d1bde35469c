import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';

export interface OptionPayable {
  currency_id: Id;
  currency: string;
  decimals: Decimals;
  min_amount: Decimal;
  /** Available in the user's options account. */
  available: Decimal;
}
